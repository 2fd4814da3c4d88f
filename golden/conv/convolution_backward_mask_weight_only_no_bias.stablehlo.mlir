module {
  func.func @main(%arg0: tensor<2x3x4x4xf32>, %arg1: tensor<2x2x4x4xf32>, %arg2: tensor<3x2x3x3xf32>) -> tensor<3x2x3x3xf32> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.convolution"(%arg1, %arg0) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>], rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x2x4x4xf32>, tensor<2x3x4x4xf32>) -> tensor<3x2x3x3xf32>
    %2 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    return %1 : tensor<3x2x3x3xf32>
  }
}
