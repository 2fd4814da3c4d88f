module {
  func.func @main(%arg0: tensor<3x4xf32>) -> tensor<3x4xf32> {
    %0 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %2 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %4 = "stablehlo.constant"() {value = dense<0.797884583> : tensor<f32>} : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %6 = "stablehlo.constant"() {value = dense<4.471500e-02> : tensor<f32>} : () -> tensor<f32>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %8 = "stablehlo.multiply"(%arg0, %arg0) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %9 = "stablehlo.multiply"(%8, %arg0) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %10 = "stablehlo.multiply"(%7, %9) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %11 = "stablehlo.add"(%arg0, %10) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %12 = "stablehlo.multiply"(%5, %11) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %13 = "stablehlo.tanh"(%12) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %14 = "stablehlo.multiply"(%1, %arg0) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %15 = "stablehlo.add"(%3, %13) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %16 = "stablehlo.multiply"(%14, %15) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %17 = "stablehlo.constant"() {value = dense<0x7F800000> : tensor<f32>} : () -> tensor<f32>
    %18 = "stablehlo.broadcast_in_dim"(%17) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %19 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %20 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %21 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<f32>} : () -> tensor<f32>
    %22 = "stablehlo.broadcast_in_dim"(%21) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %23 = "stablehlo.compare"(%arg0, %18) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %24 = "stablehlo.select"(%23, %18, %16) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %25 = "stablehlo.compare"(%arg0, %20) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %26 = "stablehlo.select"(%25, %22, %24) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    return %26 : tensor<3x4xf32>
  }
}
