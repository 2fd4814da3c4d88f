module {
  func.func @main(%arg0: tensor<3x4xi32>, %arg1: tensor<4xi32>) -> tensor<3x4xi32> {
    %0 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 1>} : (tensor<4xi32>) -> tensor<3x4xi32>
    %1 = "stablehlo.minimum"(%arg0, %0) : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi32>
    return %1 : tensor<3x4xi32>
  }
}
