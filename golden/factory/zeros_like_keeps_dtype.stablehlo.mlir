module {
  func.func @main(%arg0: tensor<3x4xi16>) -> tensor<3x4xi16> {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<i16>} : () -> tensor<i16>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i16>) -> tensor<3x4xi16>
    return %1 : tensor<3x4xi16>
  }
}
