module {
  func.func @main(%arg0: tensor<2x3x5xf32>) -> tensor<2x3x10xf32> {
    %0 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 2, 3, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x5xf32>) -> tensor<2x3x1xf32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<2x3x1xf32>) -> tensor<2x3x4xf32>
    %2 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 2, 3, 5>, start_indices = array<i64: 0, 0, 4>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x5xf32>) -> tensor<2x3x1xf32>
    %3 = "stablehlo.concatenate"(%1, %arg0, %2) {dimension = 2 : i64} : (tensor<2x3x4xf32>, tensor<2x3x5xf32>, tensor<2x3x1xf32>) -> tensor<2x3x10xf32>
    return %3 : tensor<2x3x10xf32>
  }
}
