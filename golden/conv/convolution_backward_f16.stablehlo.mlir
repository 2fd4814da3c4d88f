module {
  func.func @main(%arg0: tensor<1x4x4x4xf16>, %arg1: tensor<1x3x4x4xf16>, %arg2: tensor<4x3x3x3xf16>) -> (tensor<1x3x4x4xf16>, tensor<4x3x3x3xf16>, tensor<4xf16>) {
    %0 = "stablehlo.convert"(%arg0) : (tensor<1x4x4x4xf16>) -> tensor<1x4x4x4xf32>
    %1 = "stablehlo.convert"(%arg1) : (tensor<1x3x4x4xf16>) -> tensor<1x3x4x4xf32>
    %2 = "stablehlo.convert"(%arg2) : (tensor<4x3x3x3xf16>) -> tensor<4x3x3x3xf32>
    %3 = "stablehlo.reshape"(%2) : (tensor<4x3x3x3xf32>) -> tensor<1x4x3x3x3xf32>
    %4 = "stablehlo.reshape"(%3) : (tensor<1x4x3x3x3xf32>) -> tensor<4x3x3x3xf32>
    %5 = "stablehlo.transpose"(%4) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<4x3x3x3xf32>) -> tensor<3x4x3x3xf32>
    %6 = "stablehlo.reverse"(%5) {dimensions = array<i64: 2, 3>} : (tensor<3x4x3x3xf32>) -> tensor<3x4x3x3xf32>
    %7 = "stablehlo.convolution"(%0, %6) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>], rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<1x4x4x4xf32>, tensor<3x4x3x3xf32>) -> tensor<1x3x4x4xf32>
    %8 = "stablehlo.convert"(%7) : (tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf16>
    %9 = "stablehlo.convolution"(%1, %0) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>], rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<1x3x4x4xf32>, tensor<1x4x4x4xf32>) -> tensor<4x3x3x3xf32>
    %10 = "stablehlo.convert"(%9) : (tensor<4x3x3x3xf32>) -> tensor<4x3x3x3xf16>
    %11 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %12 = "stablehlo.reduce"(%0, %11) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %14 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%14) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<1x4x4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %13 = "stablehlo.convert"(%12) : (tensor<4xf32>) -> tensor<4xf16>
    return %8, %10, %13 : tensor<1x3x4x4xf16>, tensor<4x3x3x3xf16>, tensor<4xf16>
  }
}
