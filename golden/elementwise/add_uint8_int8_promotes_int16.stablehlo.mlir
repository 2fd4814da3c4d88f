module {
  func.func @main(%arg0: tensor<6xui8>, %arg1: tensor<6xi8>) -> tensor<6xi16> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<6xui8>) -> tensor<6xi16>
    %1 = "stablehlo.convert"(%arg1) : (tensor<6xi8>) -> tensor<6xi16>
    %2 = "stablehlo.add"(%0, %1) : (tensor<6xi16>, tensor<6xi16>) -> tensor<6xi16>
    return %2 : tensor<6xi16>
  }
}
