module {
  func.func @main(%arg0: tensor<3xi32>) -> tensor<2x3xi32> {
    %0 = "stablehlo.constant"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2x3xi32>
    return %1 : tensor<2x3xi32>
  }
}
