module {
  func.func @main(%arg0: tensor<2x8xi8>, %arg1: tensor<8xi8>) -> tensor<2x8xi8> {
    %0 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 1>} : (tensor<8xi8>) -> tensor<2x8xi8>
    %1 = "stablehlo.shift_right_arithmetic"(%arg0, %0) : (tensor<2x8xi8>, tensor<2x8xi8>) -> tensor<2x8xi8>
    return %1 : tensor<2x8xi8>
  }
}
