module {
  func.func @main(%arg0: tensor<2x3x4xf32>) -> tensor<4x6xf32> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<2x3x4xf32>) -> tensor<4x6xf32>
    return %0 : tensor<4x6xf32>
  }
}
