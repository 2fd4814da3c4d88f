module {
  func.func @main(%arg0: tensor<16xf32>) -> tensor<16xf32> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<16xf32>) -> tensor<16xf64>
    %1 = "chlo.erfc"(%0) : (tensor<16xf64>) -> tensor<16xf64>
    %2 = "stablehlo.convert"(%1) : (tensor<16xf64>) -> tensor<16xf32>
    return %2 : tensor<16xf32>
  }
}
