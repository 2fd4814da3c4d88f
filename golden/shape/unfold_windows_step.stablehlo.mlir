module {
  func.func @main(%arg0: tensor<2x8xf32>) -> tensor<2x3x3xf32> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<2x8xf32>) -> tensor<2x4x2xf32>
    %1 = "stablehlo.slice"(%0) {limit_indices = array<i64: 2, 3, 2>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x2xf32>) -> tensor<2x3x2xf32>
    %2 = "stablehlo.slice"(%0) {limit_indices = array<i64: 2, 4, 2>, start_indices = array<i64: 0, 1, 0>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x2xf32>) -> tensor<2x3x2xf32>
    %3 = "stablehlo.concatenate"(%1, %2) {dimension = 2 : i64} : (tensor<2x3x2xf32>, tensor<2x3x2xf32>) -> tensor<2x3x4xf32>
    %4 = "stablehlo.slice"(%3) {limit_indices = array<i64: 2, 3, 3>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x4xf32>) -> tensor<2x3x3xf32>
    return %4 : tensor<2x3x3xf32>
  }
}
