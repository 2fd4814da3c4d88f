module {
  func.func @main() -> tensor<2x3xi64> {
    %0 = "stablehlo.constant"() {value = dense<7> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
    return %1 : tensor<2x3xi64>
  }
}
