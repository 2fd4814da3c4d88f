module {
  func.func @main(%arg0: tensor<2x3xf32>) -> tensor<2x6xf32> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.pad"(%arg0, %0) {edge_padding_high = array<i64: 0, 2>, edge_padding_low = array<i64: 0, 1>, interior_padding = array<i64: 0, 0>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x6xf32>
    return %1 : tensor<2x6xf32>
  }
}
