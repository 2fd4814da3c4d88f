module {
  func.func @main(%arg0: tensor<2x4x3xi1>) -> (tensor<2x3x3xi1>, tensor<2x1x3xi1>) {
    %0 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 2, 3, 3>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xi1>) -> tensor<2x3x3xi1>
    %1 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 2, 4, 3>, start_indices = array<i64: 0, 3, 0>, strides = array<i64: 1, 1, 1>} : (tensor<2x4x3xi1>) -> tensor<2x1x3xi1>
    return %0, %1 : tensor<2x3x3xi1>, tensor<2x1x3xi1>
  }
}
