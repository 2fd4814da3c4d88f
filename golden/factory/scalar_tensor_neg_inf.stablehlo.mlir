module {
  func.func @main() -> tensor<f16> {
    %0 = "stablehlo.constant"() {value = dense<0xFC00> : tensor<f16>} : () -> tensor<f16>
    return %0 : tensor<f16>
  }
}
