module {
  func.func @main(%arg0: tensor<4x1x3xf32>, %arg1: tensor<5x1xf32>) -> tensor<4x5x3xf32> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<4x1x3xf32>) -> tensor<4x3xf32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<4x3xf32>) -> tensor<4x5x3xf32>
    %2 = "stablehlo.reshape"(%arg1) : (tensor<5x1xf32>) -> tensor<5xf32>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64: 1>} : (tensor<5xf32>) -> tensor<4x5x3xf32>
    %4 = "stablehlo.multiply"(%1, %3) : (tensor<4x5x3xf32>, tensor<4x5x3xf32>) -> tensor<4x5x3xf32>
    return %4 : tensor<4x5x3xf32>
  }
}
