module {
  func.func @main(%arg0: tensor<6xf32>, %arg1: tensor<6xf32>) -> tensor<6xi1> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<6xf32>
    %2 = "stablehlo.compare"(%arg0, %1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %3 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<6xf32>
    %5 = "stablehlo.compare"(%arg1, %4) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %6 = "stablehlo.xor"(%2, %5) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    return %6 : tensor<6xi1>
  }
}
