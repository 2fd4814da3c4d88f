module {
  func.func @main(%arg0: tensor<1x3x1x4x1xf32>) -> tensor<3x4xf32> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<1x3x1x4x1xf32>) -> tensor<3x4xf32>
    return %0 : tensor<3x4xf32>
  }
}
