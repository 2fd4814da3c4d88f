module {
  func.func @main(%arg0: tensor<1x1xf32>) -> tensor<f32> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<1x1xf32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
}
