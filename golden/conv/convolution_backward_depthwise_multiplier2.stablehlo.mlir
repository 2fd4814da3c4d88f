module {
  func.func @main(%arg0: tensor<2x4x5x5xf32>, %arg1: tensor<2x2x5x5xf32>, %arg2: tensor<4x1x3x3xf32>) -> (tensor<2x2x5x5xf32>, tensor<4x1x3x3xf32>, tensor<4xf32>) {
    %0 = "stablehlo.reshape"(%arg2) : (tensor<4x1x3x3xf32>) -> tensor<2x2x1x3x3xf32>
    %1 = "stablehlo.reshape"(%0) : (tensor<2x2x1x3x3xf32>) -> tensor<2x1x2x3x3xf32>
    %2 = "stablehlo.reshape"(%1) : (tensor<2x1x2x3x3xf32>) -> tensor<2x2x3x3xf32>
    %3 = "stablehlo.reverse"(%2) {dimensions = array<i64: 2, 3>} : (tensor<2x2x3x3xf32>) -> tensor<2x2x3x3xf32>
    %4 = "stablehlo.convolution"(%arg0, %3) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, feature_group_count = 2 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>], rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x4x5x5xf32>, tensor<2x2x3x3xf32>) -> tensor<2x2x5x5xf32>
    %5 = "stablehlo.convolution"(%arg1, %arg0) {batch_group_count = 2 : i64, dimension_numbers = #stablehlo.conv<[f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>], rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x2x5x5xf32>, tensor<2x4x5x5xf32>) -> tensor<4x1x3x3xf32>
    %6 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %7 = "stablehlo.reduce"(%arg0, %6) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %8 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%8) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<2x4x5x5xf32>, tensor<f32>) -> tensor<4xf32>
    return %4, %5, %7 : tensor<2x2x5x5xf32>, tensor<4x1x3x3xf32>, tensor<4xf32>
  }
}
