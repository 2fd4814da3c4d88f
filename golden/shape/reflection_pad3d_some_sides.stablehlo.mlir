module {
  func.func @main(%arg0: tensor<1x2x4x5x6xf32>) -> tensor<1x2x6x7x8xf32> {
    %0 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 1, 2, 4, 5, 2>, start_indices = array<i64: 0, 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x2x4x5x6xf32>) -> tensor<1x2x4x5x1xf32>
    %1 = "stablehlo.reverse"(%0) {dimensions = array<i64: 4>} : (tensor<1x2x4x5x1xf32>) -> tensor<1x2x4x5x1xf32>
    %2 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 1, 2, 4, 5, 5>, start_indices = array<i64: 0, 0, 0, 0, 4>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x2x4x5x6xf32>) -> tensor<1x2x4x5x1xf32>
    %3 = "stablehlo.reverse"(%2) {dimensions = array<i64: 4>} : (tensor<1x2x4x5x1xf32>) -> tensor<1x2x4x5x1xf32>
    %4 = "stablehlo.concatenate"(%1, %arg0, %3) {dimension = 4 : i64} : (tensor<1x2x4x5x1xf32>, tensor<1x2x4x5x6xf32>, tensor<1x2x4x5x1xf32>) -> tensor<1x2x4x5x8xf32>
    %5 = "stablehlo.slice"(%4) {limit_indices = array<i64: 1, 2, 4, 3, 8>, start_indices = array<i64: 0, 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x2x4x5x8xf32>) -> tensor<1x2x4x2x8xf32>
    %6 = "stablehlo.reverse"(%5) {dimensions = array<i64: 3>} : (tensor<1x2x4x2x8xf32>) -> tensor<1x2x4x2x8xf32>
    %7 = "stablehlo.concatenate"(%6, %4) {dimension = 3 : i64} : (tensor<1x2x4x2x8xf32>, tensor<1x2x4x5x8xf32>) -> tensor<1x2x4x7x8xf32>
    %8 = "stablehlo.slice"(%7) {limit_indices = array<i64: 1, 2, 3, 7, 8>, start_indices = array<i64: 0, 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x2x4x7x8xf32>) -> tensor<1x2x2x7x8xf32>
    %9 = "stablehlo.reverse"(%8) {dimensions = array<i64: 2>} : (tensor<1x2x2x7x8xf32>) -> tensor<1x2x2x7x8xf32>
    %10 = "stablehlo.concatenate"(%7, %9) {dimension = 2 : i64} : (tensor<1x2x4x7x8xf32>, tensor<1x2x2x7x8xf32>) -> tensor<1x2x6x7x8xf32>
    return %10 : tensor<1x2x6x7x8xf32>
  }
}
