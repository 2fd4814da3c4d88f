module {
  func.func @main(%arg0: tensor<6x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
    %0 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 2, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<6x3xf32>) -> tensor<2x3xf32>
    %1 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 4, 3>, start_indices = array<i64: 2, 0>, strides = array<i64: 1, 1>} : (tensor<6x3xf32>) -> tensor<2x3xf32>
    %2 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 6, 3>, start_indices = array<i64: 4, 0>, strides = array<i64: 1, 1>} : (tensor<6x3xf32>) -> tensor<2x3xf32>
    return %0, %1, %2 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
  }
}
