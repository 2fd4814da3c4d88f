module {
  func.func @main(%arg0: tensor<3xui8>) -> tensor<3xf32> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<3xui8>) -> tensor<3xf32>
    return %0 : tensor<3xf32>
  }
}
