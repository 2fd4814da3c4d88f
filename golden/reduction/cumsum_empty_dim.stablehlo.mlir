module {
  func.func @main(%arg0: tensor<3x0xf32>) -> tensor<3x0xf32> {
    return %arg0 : tensor<3x0xf32>
  }
}
