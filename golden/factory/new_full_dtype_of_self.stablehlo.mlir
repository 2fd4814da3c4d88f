module {
  func.func @main(%arg0: tensor<5xf16>) -> tensor<2x3xf16> {
    %0 = "stablehlo.constant"() {value = dense<4.000000e+00> : tensor<f16>} : () -> tensor<f16>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f16>) -> tensor<2x3xf16>
    return %1 : tensor<2x3xf16>
  }
}
