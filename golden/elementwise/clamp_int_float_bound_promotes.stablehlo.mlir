module {
  func.func @main(%arg0: tensor<3x4xi64>) -> tensor<3x4xf32> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<3x4xi64>) -> tensor<3x4xf32>
    %1 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %3 = "stablehlo.maximum"(%0, %2) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %4 = "stablehlo.compare"(%0, %0) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %5 = "stablehlo.select"(%4, %0, %3) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %6 = "stablehlo.compare"(%2, %2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %7 = "stablehlo.select"(%6, %2, %5) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %8 = "stablehlo.constant"() {value = dense<4.500000e+00> : tensor<f32>} : () -> tensor<f32>
    %9 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %10 = "stablehlo.minimum"(%7, %9) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %11 = "stablehlo.compare"(%7, %7) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %12 = "stablehlo.select"(%11, %7, %10) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %13 = "stablehlo.compare"(%9, %9) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %14 = "stablehlo.select"(%13, %9, %12) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    return %14 : tensor<3x4xf32>
  }
}
