module {
  func.func @main(%arg0: tensor<3x4xbf16>) -> tensor<3x4xbf16> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<3x4xbf16>) -> tensor<3x4xf32>
    %1 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %3 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %5 = "stablehlo.constant"() {value = dense<0.707106769> : tensor<f32>} : () -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %7 = "stablehlo.multiply"(%0, %6) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %8 = "chlo.erf"(%7) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %9 = "stablehlo.multiply"(%2, %0) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %10 = "stablehlo.add"(%4, %8) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %11 = "stablehlo.multiply"(%9, %10) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %12 = "stablehlo.constant"() {value = dense<0x7F800000> : tensor<f32>} : () -> tensor<f32>
    %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %14 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %15 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %16 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<f32>} : () -> tensor<f32>
    %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %18 = "stablehlo.compare"(%0, %13) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %19 = "stablehlo.select"(%18, %13, %11) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %20 = "stablehlo.compare"(%0, %15) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %21 = "stablehlo.select"(%20, %17, %19) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %22 = "stablehlo.convert"(%21) : (tensor<3x4xf32>) -> tensor<3x4xbf16>
    return %22 : tensor<3x4xbf16>
  }
}
