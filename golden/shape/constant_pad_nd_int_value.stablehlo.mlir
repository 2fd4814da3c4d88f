module {
  func.func @main(%arg0: tensor<2x3xi32>) -> tensor<2x7xi32> {
    %0 = "stablehlo.constant"() {value = dense<7> : tensor<i32>} : () -> tensor<i32>
    %1 = "stablehlo.pad"(%arg0, %0) {edge_padding_high = array<i64: 0, 2>, edge_padding_low = array<i64: 0, 2>, interior_padding = array<i64: 0, 0>} : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x7xi32>
    return %1 : tensor<2x7xi32>
  }
}
