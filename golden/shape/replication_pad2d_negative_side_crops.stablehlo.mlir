module {
  func.func @main(%arg0: tensor<2x3x4x6xf32>) -> tensor<2x3x5x7xf32> {
    %0 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 2, 3, 4, 6>, start_indices = array<i64: 0, 0, 0, 5>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x3x4x6xf32>) -> tensor<2x3x4x1xf32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64: 0, 1, 2, 3>} : (tensor<2x3x4x1xf32>) -> tensor<2x3x4x5xf32>
    %2 = "stablehlo.concatenate"(%arg0, %1) {dimension = 3 : i64} : (tensor<2x3x4x6xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x11xf32>
    %3 = "stablehlo.slice"(%2) {limit_indices = array<i64: 2, 3, 4, 11>, start_indices = array<i64: 0, 0, 0, 4>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x3x4x11xf32>) -> tensor<2x3x4x7xf32>
    %4 = "stablehlo.slice"(%3) {limit_indices = array<i64: 2, 3, 4, 7>, start_indices = array<i64: 0, 0, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x3x4x7xf32>) -> tensor<2x3x1x7xf32>
    %5 = "stablehlo.concatenate"(%3, %4) {dimension = 2 : i64} : (tensor<2x3x4x7xf32>, tensor<2x3x1x7xf32>) -> tensor<2x3x5x7xf32>
    return %5 : tensor<2x3x5x7xf32>
  }
}
