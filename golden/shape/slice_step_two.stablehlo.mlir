module {
  func.func @main(%arg0: tensor<3x7xf32>) -> tensor<3x4xf32> {
    %0 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 3, 7>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 2>} : (tensor<3x7xf32>) -> tensor<3x4xf32>
    return %0 : tensor<3x4xf32>
  }
}
