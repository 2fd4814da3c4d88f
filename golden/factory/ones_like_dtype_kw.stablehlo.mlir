module {
  func.func @main(%arg0: tensor<3x4xi64>) -> tensor<3x4xf16> {
    %0 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f16>} : () -> tensor<f16>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f16>) -> tensor<3x4xf16>
    return %1 : tensor<3x4xf16>
  }
}
