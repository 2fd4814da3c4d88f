module {
  func.func @main(%arg0: tensor<12xi64>) -> tensor<12xi64> {
    %0 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<12xi64>
    %2 = "stablehlo.shift_left"(%arg0, %1) : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
    return %2 : tensor<12xi64>
  }
}
