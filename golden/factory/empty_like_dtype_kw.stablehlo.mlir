module {
  func.func @main(%arg0: tensor<3x4xf32>) -> tensor<3x4xi64> {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x4xi64>
    return %1 : tensor<3x4xi64>
  }
}
