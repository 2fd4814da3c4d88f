module {
  func.func @main(%arg0: tensor<2x2x3xf32>) -> tensor<3x4x5xf32> {
    %0 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.pad"(%arg0, %0) {edge_padding_high = array<i64: 0, 2, 1>, edge_padding_low = array<i64: 1, 0, 1>, interior_padding = array<i64: 0, 0, 0>} : (tensor<2x2x3xf32>, tensor<f32>) -> tensor<3x4x5xf32>
    return %1 : tensor<3x4x5xf32>
  }
}
