module {
  func.func @main(%arg0: tensor<5xui8>) -> tensor<5xui8> {
    %0 = "stablehlo.constant"() {value = dense<2> : tensor<ui8>} : () -> tensor<ui8>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<ui8>) -> tensor<5xui8>
    %2 = "stablehlo.shift_right_logical"(%arg0, %1) : (tensor<5xui8>, tensor<5xui8>) -> tensor<5xui8>
    return %2 : tensor<5xui8>
  }
}
