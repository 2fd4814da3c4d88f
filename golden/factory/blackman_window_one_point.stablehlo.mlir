module {
  func.func @main() -> tensor<1xf32> {
    %0 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1xf32>
    return %1 : tensor<1xf32>
  }
}
