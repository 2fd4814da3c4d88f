module {
  func.func @main(%arg0: tensor<1x4x6x6xf32>, %arg1: tensor<4x4x3x3xf32>, %arg2: tensor<4xf32>) -> tensor<1x4x4x4xf32> {
    %0 = "stablehlo.convolution"(%arg0, %arg1) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>], rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<1x4x6x6xf32>, tensor<4x4x3x3xf32>) -> tensor<1x4x4x4xf32>
    %1 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<1x4x4x4xf32>
    %2 = "stablehlo.add"(%0, %1) : (tensor<1x4x4x4xf32>, tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
    %3 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x4x4x4xf32>
    %5 = "stablehlo.constant"() {value = dense<3.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x4x4x4xf32>
    %7 = "stablehlo.add"(%2, %6) : (tensor<1x4x4x4xf32>, tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
    %8 = "stablehlo.constant"() {value = dense<6.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %9 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x4x4x4xf32>
    %10 = "stablehlo.clamp"(%4, %7, %9) : (tensor<1x4x4x4xf32>, tensor<1x4x4x4xf32>, tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
    %11 = "stablehlo.multiply"(%2, %10) : (tensor<1x4x4x4xf32>, tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
    %12 = "stablehlo.constant"() {value = dense<6.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x4x4x4xf32>
    %14 = "stablehlo.divide"(%11, %13) : (tensor<1x4x4x4xf32>, tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
    return %14 : tensor<1x4x4x4xf32>
  }
}
