module {
  func.func @main(%arg0: tensor<12xui8>, %arg1: tensor<12xui8>) -> tensor<12xui8> {
    %0 = "stablehlo.minimum"(%arg0, %arg1) : (tensor<12xui8>, tensor<12xui8>) -> tensor<12xui8>
    return %0 : tensor<12xui8>
  }
}
