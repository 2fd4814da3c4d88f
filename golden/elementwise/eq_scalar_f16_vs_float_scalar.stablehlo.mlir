module {
  func.func @main(%arg0: tensor<2xf16>) -> tensor<2xi1> {
    %0 = "stablehlo.constant"() {value = dense<9.997550e-02> : tensor<f16>} : () -> tensor<f16>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f16>) -> tensor<2xf16>
    %2 = "stablehlo.compare"(%arg0, %1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2xf16>, tensor<2xf16>) -> tensor<2xi1>
    return %2 : tensor<2xi1>
  }
}
