module {
  func.func @main(%arg0: tensor<3xi64>) -> tensor<i64> {
    %0 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<3xi64>) -> tensor<1xi64>
    %1 = "stablehlo.reshape"(%0) : (tensor<1xi64>) -> tensor<i64>
    return %1 : tensor<i64>
  }
}
