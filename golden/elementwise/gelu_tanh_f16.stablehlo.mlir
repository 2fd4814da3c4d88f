module {
  func.func @main(%arg0: tensor<3x4xf16>) -> tensor<3x4xf16> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<3x4xf16>) -> tensor<3x4xf32>
    %1 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %3 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %5 = "stablehlo.constant"() {value = dense<0.797884583> : tensor<f32>} : () -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %7 = "stablehlo.constant"() {value = dense<4.471500e-02> : tensor<f32>} : () -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %9 = "stablehlo.multiply"(%0, %0) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %10 = "stablehlo.multiply"(%9, %0) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %11 = "stablehlo.multiply"(%8, %10) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %12 = "stablehlo.add"(%0, %11) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %13 = "stablehlo.multiply"(%6, %12) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %14 = "stablehlo.tanh"(%13) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %15 = "stablehlo.multiply"(%2, %0) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %16 = "stablehlo.add"(%4, %14) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %17 = "stablehlo.multiply"(%15, %16) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %18 = "stablehlo.constant"() {value = dense<0x7F800000> : tensor<f32>} : () -> tensor<f32>
    %19 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %20 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %22 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<f32>} : () -> tensor<f32>
    %23 = "stablehlo.broadcast_in_dim"(%22) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %24 = "stablehlo.compare"(%0, %19) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %25 = "stablehlo.select"(%24, %19, %17) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %26 = "stablehlo.compare"(%0, %21) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %27 = "stablehlo.select"(%26, %23, %25) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %28 = "stablehlo.convert"(%27) : (tensor<3x4xf32>) -> tensor<3x4xf16>
    return %28 : tensor<3x4xf16>
  }
}
