module {
  func.func @main(%arg0: tensor<6xi64>) -> tensor<6xf32> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<6xi64>) -> tensor<6xf64>
    %1 = "chlo.erfc"(%0) : (tensor<6xf64>) -> tensor<6xf64>
    %2 = "stablehlo.convert"(%1) : (tensor<6xf64>) -> tensor<6xf32>
    return %2 : tensor<6xf32>
  }
}
