module {
  func.func @main(%arg0: tensor<2x3x5xf32>, %arg1: tensor<3x4x3xf32>, %arg2: tensor<4xf32>) -> tensor<2x4x11xf32> {
    %0 = "stablehlo.reshape"(%arg1) : (tensor<3x4x3xf32>) -> tensor<1x3x4x3xf32>
    %1 = "stablehlo.reshape"(%0) : (tensor<1x3x4x3xf32>) -> tensor<3x4x3xf32>
    %2 = "stablehlo.transpose"(%1) {permutation = array<i64: 1, 0, 2>} : (tensor<3x4x3xf32>) -> tensor<4x3x3xf32>
    %3 = "stablehlo.reverse"(%2) {dimensions = array<i64: 2>} : (tensor<4x3x3xf32>) -> tensor<4x3x3xf32>
    %4 = "stablehlo.convolution"(%arg0, %3) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0]x[o, i, 0]->[b, f, 0]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2>, padding = dense<2> : tensor<1x2xi64>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>], rhs_dilation = array<i64: 1>, window_strides = array<i64: 1>} : (tensor<2x3x5xf32>, tensor<4x3x3xf32>) -> tensor<2x4x11xf32>
    %5 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<2x4x11xf32>
    %6 = "stablehlo.add"(%4, %5) : (tensor<2x4x11xf32>, tensor<2x4x11xf32>) -> tensor<2x4x11xf32>
    return %6 : tensor<2x4x11xf32>
  }
}
