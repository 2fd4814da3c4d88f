module {
  func.func @main(%arg0: tensor<3x4xbf16>) -> tensor<3x4xbf16> {
    %0 = "stablehlo.negate"(%arg0) : (tensor<3x4xbf16>) -> tensor<3x4xbf16>
    return %0 : tensor<3x4xbf16>
  }
}
