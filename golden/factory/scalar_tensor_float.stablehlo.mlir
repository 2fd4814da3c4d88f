module {
  func.func @main() -> tensor<f32> {
    %0 = "stablehlo.constant"() {value = dense<2.500000e+00> : tensor<f32>} : () -> tensor<f32>
    return %0 : tensor<f32>
  }
}
