module {
  func.func @main(%arg0: tensor<4xui8>) -> tensor<4xui8> {
    %0 = "stablehlo.not"(%arg0) : (tensor<4xui8>) -> tensor<4xui8>
    return %0 : tensor<4xui8>
  }
}
