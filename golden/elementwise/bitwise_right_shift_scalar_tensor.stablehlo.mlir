module {
  func.func @main(%arg0: tensor<8xi64>) -> tensor<8xi64> {
    %0 = "stablehlo.constant"() {value = dense<-64> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8xi64>
    %2 = "stablehlo.shift_right_arithmetic"(%1, %arg0) : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    return %2 : tensor<8xi64>
  }
}
