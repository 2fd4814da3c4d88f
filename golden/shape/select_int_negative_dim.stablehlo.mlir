module {
  func.func @main(%arg0: tensor<2x3x4xf32>) -> tensor<2x3xf32> {
    %0 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 2, 3, 3>, start_indices = array<i64: 0, 0, 2>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x4xf32>) -> tensor<2x3x1xf32>
    %1 = "stablehlo.reshape"(%0) : (tensor<2x3x1xf32>) -> tensor<2x3xf32>
    return %1 : tensor<2x3xf32>
  }
}
