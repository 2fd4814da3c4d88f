module {
  func.func @main(%arg0: tensor<1x3x5x5xf16>, %arg1: tensor<4x3x3x3xf16>, %arg2: tensor<4xf16>) -> tensor<1x4x5x5xf16> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<1x3x5x5xf16>) -> tensor<1x3x5x5xf32>
    %1 = "stablehlo.convert"(%arg1) : (tensor<4x3x3x3xf16>) -> tensor<4x3x3x3xf32>
    %2 = "stablehlo.convolution"(%0, %1) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>], rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<1x3x5x5xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x5x5xf32>
    %3 = "stablehlo.convert"(%arg2) : (tensor<4xf16>) -> tensor<4xf32>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<1x4x5x5xf32>
    %5 = "stablehlo.add"(%2, %4) : (tensor<1x4x5x5xf32>, tensor<1x4x5x5xf32>) -> tensor<1x4x5x5xf32>
    %6 = "stablehlo.convert"(%5) : (tensor<1x4x5x5xf32>) -> tensor<1x4x5x5xf16>
    return %6 : tensor<1x4x5x5xf16>
  }
}
