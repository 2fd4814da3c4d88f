module {
  func.func @main(%arg0: tensor<6xf32>) -> tensor<6xf32> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<6xf32>
    %2 = "stablehlo.constant"() {value = dense<3.14159274> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<6xf32>
    %4 = "stablehlo.compare"(%arg0, %1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %5 = "stablehlo.select"(%4, %3, %1) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %6 = "stablehlo.compare"(%arg0, %arg0) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %7 = "stablehlo.select"(%6, %arg0, %5) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    return %7 : tensor<6xf32>
  }
}
