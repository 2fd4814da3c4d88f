module {
  func.func @main(%arg0: tensor<15xf32>) -> tensor<15xf32> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<15xf32>) -> tensor<15xf64>
    %1 = "chlo.erf_inv"(%0) : (tensor<15xf64>) -> tensor<15xf64>
    %2 = "stablehlo.convert"(%1) : (tensor<15xf64>) -> tensor<15xf32>
    return %2 : tensor<15xf32>
  }
}
