module {
  func.func @main(%arg0: tensor<3xi1>, %arg1: tensor<2xi8>) -> tensor<5xi8> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<3xi1>) -> tensor<3xi8>
    %1 = "stablehlo.concatenate"(%0, %arg1) {dimension = 0 : i64} : (tensor<3xi8>, tensor<2xi8>) -> tensor<5xi8>
    return %1 : tensor<5xi8>
  }
}
