module {
  func.func @main(%arg0: tensor<1x2x3x4xf32>, %arg1: tensor<2x3x2x3xf32>) -> tensor<1x3x8x6xf32> {
    %0 = "stablehlo.reshape"(%arg1) : (tensor<2x3x2x3xf32>) -> tensor<1x2x3x2x3xf32>
    %1 = "stablehlo.reshape"(%0) : (tensor<1x2x3x2x3xf32>) -> tensor<2x3x2x3xf32>
    %2 = "stablehlo.transpose"(%1) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x3x2x3xf32>) -> tensor<3x2x2x3xf32>
    %3 = "stablehlo.reverse"(%2) {dimensions = array<i64: 2, 3>} : (tensor<3x2x2x3xf32>) -> tensor<3x2x2x3xf32>
    %4 = "stablehlo.convolution"(%arg0, %3) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 1>, padding = dense<[[2, 3], [3, 3]]> : tensor<2x2xi64>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>], rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<1x2x3x4xf32>, tensor<3x2x2x3xf32>) -> tensor<1x3x8x6xf32>
    return %4 : tensor<1x3x8x6xf32>
  }
}
