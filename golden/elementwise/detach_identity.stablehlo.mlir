module {
  func.func @main(%arg0: tensor<3x4xbf16>) -> tensor<3x4xbf16> {
    return %arg0 : tensor<3x4xbf16>
  }
}
