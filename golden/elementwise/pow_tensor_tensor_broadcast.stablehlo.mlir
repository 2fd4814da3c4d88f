module {
  func.func @main(%arg0: tensor<2x3x1xf32>, %arg1: tensor<4xf32>) -> tensor<2x3x4xf32> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<2x3x1xf32>) -> tensor<2x3xf32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x3xf32>) -> tensor<2x3x4xf32>
    %2 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 2>} : (tensor<4xf32>) -> tensor<2x3x4xf32>
    %3 = "stablehlo.power"(%1, %2) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    return %3 : tensor<2x3x4xf32>
  }
}
