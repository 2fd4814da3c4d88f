module {
  func.func @main(%arg0: tensor<4xbf16>) -> tensor<2x3xbf16> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<bf16>} : () -> tensor<bf16>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<bf16>) -> tensor<2x3xbf16>
    return %1 : tensor<2x3xbf16>
  }
}
