module {
  func.func @main(%arg0: tensor<4x6x1x1xf32>, %arg1: tensor<12x6x1x1xf32>) -> tensor<4x12x1x1xf32> {
    %0 = "stablehlo.convolution"(%arg0, %arg1) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>], rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<4x6x1x1xf32>, tensor<12x6x1x1xf32>) -> tensor<4x12x1x1xf32>
    return %0 : tensor<4x12x1x1xf32>
  }
}
