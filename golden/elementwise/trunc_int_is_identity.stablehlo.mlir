module {
  func.func @main(%arg0: tensor<3x4xi32>) -> tensor<3x4xi32> {
    return %arg0 : tensor<3x4xi32>
  }
}
