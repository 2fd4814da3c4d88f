module {
  func.func @main(%arg0: tensor<4x3xf32>) -> tensor<2x2x3xf32> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<4x3xf32>) -> tensor<2x2x3xf32>
    return %0 : tensor<2x2x3xf32>
  }
}
