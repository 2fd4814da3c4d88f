module {
  func.func @main(%arg0: tensor<5x3xf32>) -> tensor<4x3xf32> {
    %0 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 5, 3>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>} : (tensor<5x3xf32>) -> tensor<4x3xf32>
    return %0 : tensor<4x3xf32>
  }
}
