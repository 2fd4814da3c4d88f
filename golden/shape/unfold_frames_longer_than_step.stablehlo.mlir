module {
  func.func @main(%arg0: tensor<2x37xf32>) -> tensor<2x7x10xf32> {
    %0 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 2, 36>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<2x37xf32>) -> tensor<2x36xf32>
    %1 = "stablehlo.reshape"(%0) : (tensor<2x36xf32>) -> tensor<2x9x4xf32>
    %2 = "stablehlo.slice"(%1) {limit_indices = array<i64: 2, 7, 4>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<2x9x4xf32>) -> tensor<2x7x4xf32>
    %3 = "stablehlo.slice"(%1) {limit_indices = array<i64: 2, 8, 4>, start_indices = array<i64: 0, 1, 0>, strides = array<i64: 1, 1, 1>} : (tensor<2x9x4xf32>) -> tensor<2x7x4xf32>
    %4 = "stablehlo.slice"(%1) {limit_indices = array<i64: 2, 9, 4>, start_indices = array<i64: 0, 2, 0>, strides = array<i64: 1, 1, 1>} : (tensor<2x9x4xf32>) -> tensor<2x7x4xf32>
    %5 = "stablehlo.concatenate"(%2, %3, %4) {dimension = 2 : i64} : (tensor<2x7x4xf32>, tensor<2x7x4xf32>, tensor<2x7x4xf32>) -> tensor<2x7x12xf32>
    %6 = "stablehlo.slice"(%5) {limit_indices = array<i64: 2, 7, 10>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<2x7x12xf32>) -> tensor<2x7x10xf32>
    return %6 : tensor<2x7x10xf32>
  }
}
