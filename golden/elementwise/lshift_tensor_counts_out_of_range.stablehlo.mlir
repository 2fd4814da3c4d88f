module {
  func.func @main(%arg0: tensor<3x8xi64>, %arg1: tensor<8xi64>) -> tensor<3x8xi64> {
    %0 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 1>} : (tensor<8xi64>) -> tensor<3x8xi64>
    %1 = "stablehlo.shift_left"(%arg0, %0) : (tensor<3x8xi64>, tensor<3x8xi64>) -> tensor<3x8xi64>
    return %1 : tensor<3x8xi64>
  }
}
