module {
  func.func @main(%arg0: tensor<3x4xi64>) -> tensor<3x4xi64> {
    return %arg0 : tensor<3x4xi64>
  }
}
