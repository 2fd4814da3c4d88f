module {
  func.func @main(%arg0: tensor<3x4xi64>, %arg1: tensor<4xf32>) -> tensor<3x4xf32> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<3x4xi64>) -> tensor<3x4xf32>
    %1 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<3x4xf32>
    %2 = "stablehlo.divide"(%0, %1) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %3 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %5 = "stablehlo.remainder"(%0, %1) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %6 = "stablehlo.subtract"(%0, %5) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %7 = "stablehlo.divide"(%6, %1) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %8 = "stablehlo.compare"(%5, %4) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %9 = "stablehlo.compare"(%1, %4) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %10 = "stablehlo.compare"(%5, %4) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %11 = "stablehlo.xor"(%9, %10) : (tensor<3x4xi1>, tensor<3x4xi1>) -> tensor<3x4xi1>
    %12 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %14 = "stablehlo.and"(%8, %11) : (tensor<3x4xi1>, tensor<3x4xi1>) -> tensor<3x4xi1>
    %15 = "stablehlo.subtract"(%7, %13) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %16 = "stablehlo.select"(%14, %15, %7) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %17 = "stablehlo.floor"(%16) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %18 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f32>} : () -> tensor<f32>
    %19 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %20 = "stablehlo.subtract"(%16, %17) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %21 = "stablehlo.compare"(%20, %19) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %22 = "stablehlo.add"(%17, %13) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %23 = "stablehlo.select"(%21, %22, %17) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %24 = "stablehlo.compare"(%1, %4) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %25 = "stablehlo.select"(%24, %2, %23) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    return %25 : tensor<3x4xf32>
  }
}
