module {
  func.func @main(%arg0: tensor<4x3xf32>) -> tensor<4x3xf32> {
    return %arg0 : tensor<4x3xf32>
  }
}
