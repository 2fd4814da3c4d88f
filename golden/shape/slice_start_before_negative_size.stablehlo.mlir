module {
  func.func @main(%arg0: tensor<5x3xf32>) -> tensor<2x3xf32> {
    %0 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 2, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<5x3xf32>) -> tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
}
