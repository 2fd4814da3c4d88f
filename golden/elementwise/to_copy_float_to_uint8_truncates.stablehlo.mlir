module {
  func.func @main(%arg0: tensor<5xf32>) -> tensor<5xui8> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<5xf32>) -> tensor<5xui8>
    return %0 : tensor<5xui8>
  }
}
