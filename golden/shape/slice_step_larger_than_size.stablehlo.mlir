module {
  func.func @main(%arg0: tensor<2x5xf32>) -> tensor<2x1xf32> {
    %0 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 2, 5>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 10>} : (tensor<2x5xf32>) -> tensor<2x1xf32>
    return %0 : tensor<2x1xf32>
  }
}
