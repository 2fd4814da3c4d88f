module {
  func.func @main(%arg0: tensor<3x4xf16>) -> tensor<3x4xf16> {
    %0 = "stablehlo.floor"(%arg0) : (tensor<3x4xf16>) -> tensor<3x4xf16>
    return %0 : tensor<3x4xf16>
  }
}
