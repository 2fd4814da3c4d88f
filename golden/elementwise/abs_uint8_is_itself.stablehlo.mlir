module {
  func.func @main(%arg0: tensor<4xui8>) -> tensor<4xui8> {
    return %arg0 : tensor<4xui8>
  }
}
