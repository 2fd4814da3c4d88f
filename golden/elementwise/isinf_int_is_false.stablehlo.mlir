module {
  func.func @main(%arg0: tensor<3x4xi32>) -> tensor<3x4xi1> {
    %0 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<3x4xi1>
    return %1 : tensor<3x4xi1>
  }
}
