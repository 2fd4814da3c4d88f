module {
  func.func @main(%arg0: tensor<3x4xf32>) -> tensor<3x4xf32> {
    %0 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %2 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %4 = "stablehlo.constant"() {value = dense<0.707106769> : tensor<f32>} : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %6 = "stablehlo.multiply"(%arg0, %5) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %7 = "chlo.erf"(%6) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %8 = "stablehlo.multiply"(%1, %arg0) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %9 = "stablehlo.add"(%3, %7) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %10 = "stablehlo.multiply"(%8, %9) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %11 = "stablehlo.constant"() {value = dense<0x7F800000> : tensor<f32>} : () -> tensor<f32>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %13 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %15 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<f32>} : () -> tensor<f32>
    %16 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %17 = "stablehlo.compare"(%arg0, %12) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %18 = "stablehlo.select"(%17, %12, %10) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %19 = "stablehlo.compare"(%arg0, %14) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %20 = "stablehlo.select"(%19, %16, %18) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    return %20 : tensor<3x4xf32>
  }
}
