module {
  func.func @main(%arg0: tensor<3x4xf32>) -> tensor<3x4xf32> {
    %0 = "stablehlo.constant"() {value = dense<1.500000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %2 = "stablehlo.remainder"(%arg0, %1) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %3 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %5 = "stablehlo.compare"(%2, %4) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %6 = "stablehlo.compare"(%1, %4) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %7 = "stablehlo.xor"(%5, %6) : (tensor<3x4xi1>, tensor<3x4xi1>) -> tensor<3x4xi1>
    %8 = "stablehlo.compare"(%2, %4) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %9 = "stablehlo.and"(%7, %8) : (tensor<3x4xi1>, tensor<3x4xi1>) -> tensor<3x4xi1>
    %10 = "stablehlo.add"(%2, %1) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %11 = "stablehlo.select"(%9, %10, %2) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    return %11 : tensor<3x4xf32>
  }
}
