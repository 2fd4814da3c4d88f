module {
  func.func @main(%arg0: tensor<3x4xf64>, %arg1: tensor<4xf64>) -> tensor<3x4xf64> {
    %0 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf64>) -> tensor<3x4xf64>
    %1 = "stablehlo.add"(%arg0, %0) : (tensor<3x4xf64>, tensor<3x4xf64>) -> tensor<3x4xf64>
    return %1 : tensor<3x4xf64>
  }
}
