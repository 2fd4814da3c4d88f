module {
  func.func @main(%arg0: tensor<4xi8>) -> tensor<4xi8> {
    %0 = "stablehlo.abs"(%arg0) : (tensor<4xi8>) -> tensor<4xi8>
    return %0 : tensor<4xi8>
  }
}
