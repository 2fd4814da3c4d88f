module {
  func.func @main(%arg0: tensor<8x2xi64>) -> tensor<3x2xi64> {
    %0 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 8, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 3, 1>} : (tensor<8x2xi64>) -> tensor<3x2xi64>
    return %0 : tensor<3x2xi64>
  }
}
