module {
  func.func @main(%arg0: tensor<3x4xf16>) -> tensor<3x4xf16> {
    %0 = "stablehlo.round_nearest_even"(%arg0) : (tensor<3x4xf16>) -> tensor<3x4xf16>
    return %0 : tensor<3x4xf16>
  }
}
