module {
  func.func @main(%arg0: tensor<4x5xf32>, %arg1: tensor<4x5xf32>) -> tensor<4x5xf32> {
    %0 = "stablehlo.divide"(%arg0, %arg1) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %1 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x5xf32>
    %3 = "stablehlo.remainder"(%arg0, %arg1) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %4 = "stablehlo.subtract"(%arg0, %3) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %5 = "stablehlo.divide"(%4, %arg1) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %6 = "stablehlo.compare"(%3, %2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %7 = "stablehlo.compare"(%arg1, %2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %8 = "stablehlo.compare"(%3, %2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %9 = "stablehlo.xor"(%7, %8) : (tensor<4x5xi1>, tensor<4x5xi1>) -> tensor<4x5xi1>
    %10 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %11 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x5xf32>
    %12 = "stablehlo.and"(%6, %9) : (tensor<4x5xi1>, tensor<4x5xi1>) -> tensor<4x5xi1>
    %13 = "stablehlo.subtract"(%5, %11) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %14 = "stablehlo.select"(%12, %13, %5) : (tensor<4x5xi1>, tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %15 = "stablehlo.floor"(%14) : (tensor<4x5xf32>) -> tensor<4x5xf32>
    %16 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f32>} : () -> tensor<f32>
    %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x5xf32>
    %18 = "stablehlo.subtract"(%14, %15) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %19 = "stablehlo.compare"(%18, %17) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %20 = "stablehlo.add"(%15, %11) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %21 = "stablehlo.select"(%19, %20, %15) : (tensor<4x5xi1>, tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %22 = "stablehlo.compare"(%arg1, %2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %23 = "stablehlo.select"(%22, %0, %21) : (tensor<4x5xi1>, tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    return %23 : tensor<4x5xf32>
  }
}
