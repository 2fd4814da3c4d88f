module {
  func.func @main(%arg0: tensor<1x2x7x8xf32>, %arg1: tensor<3x2x3x2xf32>, %arg2: tensor<3xf32>) -> tensor<1x3x7x4xf32> {
    %0 = "stablehlo.convolution"(%arg0, %arg1) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[2, 2], [0, 0]]> : tensor<2x2xi64>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>], rhs_dilation = array<i64: 2, 1>, window_strides = array<i64: 1, 2>} : (tensor<1x2x7x8xf32>, tensor<3x2x3x2xf32>) -> tensor<1x3x7x4xf32>
    %1 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x4xf32>
    %2 = "stablehlo.add"(%0, %1) : (tensor<1x3x7x4xf32>, tensor<1x3x7x4xf32>) -> tensor<1x3x7x4xf32>
    return %2 : tensor<1x3x7x4xf32>
  }
}
