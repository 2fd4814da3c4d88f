module {
  func.func @main() -> tensor<i64> {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    return %0 : tensor<i64>
  }
}
