module {
  func.func @main(%arg0: tensor<2x8xf32>) -> tensor<2x3x3xf32> {
    %0 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 2, 5>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 2>} : (tensor<2x8xf32>) -> tensor<2x3xf32>
    %1 = "stablehlo.reshape"(%0) : (tensor<2x3xf32>) -> tensor<2x3x1xf32>
    %2 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 2, 6>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 2>} : (tensor<2x8xf32>) -> tensor<2x3xf32>
    %3 = "stablehlo.reshape"(%2) : (tensor<2x3xf32>) -> tensor<2x3x1xf32>
    %4 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 2, 7>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 2>} : (tensor<2x8xf32>) -> tensor<2x3xf32>
    %5 = "stablehlo.reshape"(%4) : (tensor<2x3xf32>) -> tensor<2x3x1xf32>
    %6 = "stablehlo.concatenate"(%1, %3, %5) {dimension = 2 : i64} : (tensor<2x3x1xf32>, tensor<2x3x1xf32>, tensor<2x3x1xf32>) -> tensor<2x3x3xf32>
    return %6 : tensor<2x3x3xf32>
  }
}
