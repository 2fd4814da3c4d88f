module {
  func.func @main(%arg0: tensor<3x4xbf16>) -> tensor<3x4xbf16> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<bf16>} : () -> tensor<bf16>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<bf16>) -> tensor<3x4xbf16>
    %2 = "stablehlo.maximum"(%arg0, %1) : (tensor<3x4xbf16>, tensor<3x4xbf16>) -> tensor<3x4xbf16>
    return %2 : tensor<3x4xbf16>
  }
}
