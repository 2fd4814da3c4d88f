module {
  func.func @main(%arg0: tensor<2x3x10xf32>) -> tensor<2x3x15xf32> {
    %0 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 2, 3, 4>, start_indices = array<i64: 0, 0, 1>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x10xf32>) -> tensor<2x3x3xf32>
    %1 = "stablehlo.reverse"(%0) {dimensions = array<i64: 2>} : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %2 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 2, 3, 9>, start_indices = array<i64: 0, 0, 7>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x10xf32>) -> tensor<2x3x2xf32>
    %3 = "stablehlo.reverse"(%2) {dimensions = array<i64: 2>} : (tensor<2x3x2xf32>) -> tensor<2x3x2xf32>
    %4 = "stablehlo.concatenate"(%1, %arg0, %3) {dimension = 2 : i64} : (tensor<2x3x3xf32>, tensor<2x3x10xf32>, tensor<2x3x2xf32>) -> tensor<2x3x15xf32>
    return %4 : tensor<2x3x15xf32>
  }
}
