module {
  func.func @main(%arg0: tensor<3xi64>) -> tensor<3xf32> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<3xi64>) -> tensor<3xf32>
    %1 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %3 = "stablehlo.constant"() {value = dense<3.14159274> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %5 = "stablehlo.compare"(%0, %2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %6 = "stablehlo.select"(%5, %4, %2) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %7 = "stablehlo.compare"(%0, %0) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %8 = "stablehlo.select"(%7, %0, %6) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    return %8 : tensor<3xf32>
  }
}
