module {
  func.func @main(%arg0: tensor<2x3xf16>) -> tensor<3x4xf16> {
    %0 = "stablehlo.constant"() {value = dense<0xFC00> : tensor<f16>} : () -> tensor<f16>
    %1 = "stablehlo.pad"(%arg0, %0) {edge_padding_high = array<i64: 0, 1>, edge_padding_low = array<i64: 1, 0>, interior_padding = array<i64: 0, 0>} : (tensor<2x3xf16>, tensor<f16>) -> tensor<3x4xf16>
    return %1 : tensor<3x4xf16>
  }
}
