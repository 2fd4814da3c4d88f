module {
  func.func @main(%arg0: tensor<2x4x8x8xf32>, %arg1: tensor<8x4x3x3xf32>, %arg2: tensor<8xf32>) -> tensor<2x8x8x8xf32> {
    %0 = "stablehlo.convolution"(%arg0, %arg1) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>], rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x4x8x8xf32>, tensor<8x4x3x3xf32>) -> tensor<2x8x8x8xf32>
    %1 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<2x8x8x8xf32>
    %2 = "stablehlo.add"(%0, %1) : (tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %3 = "stablehlo.logistic"(%2) : (tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %4 = "stablehlo.multiply"(%2, %3) : (tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    return %4 : tensor<2x8x8x8xf32>
  }
}
