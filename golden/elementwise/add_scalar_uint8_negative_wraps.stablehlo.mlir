module {
  func.func @main(%arg0: tensor<4xui8>) -> tensor<4xui8> {
    %0 = "stablehlo.constant"() {value = dense<253> : tensor<ui8>} : () -> tensor<ui8>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<ui8>) -> tensor<4xui8>
    %2 = "stablehlo.add"(%arg0, %1) : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
    return %2 : tensor<4xui8>
  }
}
