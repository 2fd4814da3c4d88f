module {
  func.func @main(%arg0: tensor<f32>) -> tensor<1xf32> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<f32>) -> tensor<1xf32>
    return %0 : tensor<1xf32>
  }
}
