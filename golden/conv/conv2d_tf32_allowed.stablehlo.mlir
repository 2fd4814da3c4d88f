module {
  func.func @main(%arg0: tensor<1x3x5x5xf32>, %arg1: tensor<2x3x3x3xf32>) -> tensor<1x2x5x5xf32> {
    %0 = "stablehlo.convolution"(%arg0, %arg1) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<1x3x5x5xf32>, tensor<2x3x3x3xf32>) -> tensor<1x2x5x5xf32>
    return %0 : tensor<1x2x5x5xf32>
  }
}
