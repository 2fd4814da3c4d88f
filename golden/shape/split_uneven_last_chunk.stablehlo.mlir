module {
  func.func @main(%arg0: tensor<3x5xf32>) -> (tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x1xf32>) {
    %0 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 3, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<3x5xf32>) -> tensor<3x2xf32>
    %1 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 3, 4>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 1>} : (tensor<3x5xf32>) -> tensor<3x2xf32>
    %2 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 3, 5>, start_indices = array<i64: 0, 4>, strides = array<i64: 1, 1>} : (tensor<3x5xf32>) -> tensor<3x1xf32>
    return %0, %1, %2 : tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x1xf32>
  }
}
