module {
  func.func @main(%arg0: tensor<2x3xi1>) -> tensor<2x5xi1> {
    %0 = "stablehlo.constant"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
    %1 = "stablehlo.pad"(%arg0, %0) {edge_padding_high = array<i64: 0, 1>, edge_padding_low = array<i64: 0, 1>, interior_padding = array<i64: 0, 0>} : (tensor<2x3xi1>, tensor<i1>) -> tensor<2x5xi1>
    return %1 : tensor<2x5xi1>
  }
}
