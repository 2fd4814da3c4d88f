module {
  func.func @main(%arg0: tensor<14xf32>) -> tensor<14xi1> {
    %0 = "stablehlo.abs"(%arg0) : (tensor<14xf32>) -> tensor<14xf32>
    %1 = "stablehlo.constant"() {value = dense<0x7F800000> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<14xf32>
    %3 = "stablehlo.compare"(%0, %2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<14xf32>, tensor<14xf32>) -> tensor<14xi1>
    return %3 : tensor<14xi1>
  }
}
