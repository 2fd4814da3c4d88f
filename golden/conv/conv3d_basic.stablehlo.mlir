module {
  func.func @main(%arg0: tensor<1x2x4x4x4xf32>, %arg1: tensor<3x2x3x3x3xf32>, %arg2: tensor<3xf32>) -> tensor<1x3x4x2x4xf32> {
    %0 = "stablehlo.convolution"(%arg0, %arg1) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1, 1>, padding = dense<[[1, 1], [0, 0], [1, 1]]> : tensor<3x2xi64>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>], rhs_dilation = array<i64: 1, 1, 1>, window_strides = array<i64: 1, 1, 1>} : (tensor<1x2x4x4x4xf32>, tensor<3x2x3x3x3xf32>) -> tensor<1x3x4x2x4xf32>
    %1 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x4x2x4xf32>
    %2 = "stablehlo.add"(%0, %1) : (tensor<1x3x4x2x4xf32>, tensor<1x3x4x2x4xf32>) -> tensor<1x3x4x2x4xf32>
    return %2 : tensor<1x3x4x2x4xf32>
  }
}
