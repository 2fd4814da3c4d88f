module {
  func.func @main(%arg0: tensor<3x1x2xf32>) -> tensor<3x2xf32> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<3x1x2xf32>) -> tensor<3x2xf32>
    return %0 : tensor<3x2xf32>
  }
}
