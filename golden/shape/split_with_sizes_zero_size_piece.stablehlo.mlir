module {
  func.func @main(%arg0: tensor<5x2xf32>) -> (tensor<2x2xf32>, tensor<0x2xf32>, tensor<3x2xf32>) {
    %0 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 2, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<5x2xf32>) -> tensor<2x2xf32>
    %1 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 2, 2>, start_indices = array<i64: 2, 0>, strides = array<i64: 1, 1>} : (tensor<5x2xf32>) -> tensor<0x2xf32>
    %2 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 5, 2>, start_indices = array<i64: 2, 0>, strides = array<i64: 1, 1>} : (tensor<5x2xf32>) -> tensor<3x2xf32>
    return %0, %1, %2 : tensor<2x2xf32>, tensor<0x2xf32>, tensor<3x2xf32>
  }
}
