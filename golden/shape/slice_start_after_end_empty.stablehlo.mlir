module {
  func.func @main(%arg0: tensor<3x5xf32>) -> tensor<3x0xf32> {
    %0 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 3, 4>, start_indices = array<i64: 0, 4>, strides = array<i64: 1, 1>} : (tensor<3x5xf32>) -> tensor<3x0xf32>
    return %0 : tensor<3x0xf32>
  }
}
