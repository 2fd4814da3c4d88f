module {
  func.func @main(%arg0: tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>) {
    return %arg0, %arg0 : tensor<5xf32>, tensor<5xf32>
  }
}
