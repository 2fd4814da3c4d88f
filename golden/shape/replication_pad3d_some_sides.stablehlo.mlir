module {
  func.func @main(%arg0: tensor<1x2x3x4x5xf32>) -> tensor<1x2x5x5x7xf32> {
    %0 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 1, 2, 3, 4, 5>, start_indices = array<i64: 0, 0, 0, 0, 4>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x2x3x4x5xf32>) -> tensor<1x2x3x4x1xf32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64: 0, 1, 2, 3, 4>} : (tensor<1x2x3x4x1xf32>) -> tensor<1x2x3x4x2xf32>
    %2 = "stablehlo.concatenate"(%arg0, %1) {dimension = 4 : i64} : (tensor<1x2x3x4x5xf32>, tensor<1x2x3x4x2xf32>) -> tensor<1x2x3x4x7xf32>
    %3 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 2, 3, 1, 7>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x2x3x4x7xf32>) -> tensor<1x2x3x1x7xf32>
    %4 = "stablehlo.concatenate"(%3, %2) {dimension = 3 : i64} : (tensor<1x2x3x1x7xf32>, tensor<1x2x3x4x7xf32>) -> tensor<1x2x3x5x7xf32>
    %5 = "stablehlo.slice"(%4) {limit_indices = array<i64: 1, 2, 1, 5, 7>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x2x3x5x7xf32>) -> tensor<1x2x1x5x7xf32>
    %6 = "stablehlo.slice"(%4) {limit_indices = array<i64: 1, 2, 3, 5, 7>, start_indices = array<i64: 0, 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x2x3x5x7xf32>) -> tensor<1x2x1x5x7xf32>
    %7 = "stablehlo.concatenate"(%5, %4, %6) {dimension = 2 : i64} : (tensor<1x2x1x5x7xf32>, tensor<1x2x3x5x7xf32>, tensor<1x2x1x5x7xf32>) -> tensor<1x2x5x5x7xf32>
    return %7 : tensor<1x2x5x5x7xf32>
  }
}
