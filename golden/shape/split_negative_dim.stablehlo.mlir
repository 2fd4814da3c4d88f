module {
  func.func @main(%arg0: tensor<2x7xi64>) -> (tensor<2x3xi64>, tensor<2x3xi64>, tensor<2x1xi64>) {
    %0 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 2, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<2x7xi64>) -> tensor<2x3xi64>
    %1 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 2, 6>, start_indices = array<i64: 0, 3>, strides = array<i64: 1, 1>} : (tensor<2x7xi64>) -> tensor<2x3xi64>
    %2 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 2, 7>, start_indices = array<i64: 0, 6>, strides = array<i64: 1, 1>} : (tensor<2x7xi64>) -> tensor<2x1xi64>
    return %0, %1, %2 : tensor<2x3xi64>, tensor<2x3xi64>, tensor<2x1xi64>
  }
}
