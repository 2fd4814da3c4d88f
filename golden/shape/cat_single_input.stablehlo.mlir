module {
  func.func @main(%arg0: tensor<2x3xi64>) -> tensor<2x3xi64> {
    return %arg0 : tensor<2x3xi64>
  }
}
