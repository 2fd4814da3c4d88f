module {
  func.func @main(%arg0: tensor<2x3x4x3xf32>, %arg1: tensor<2x6x4x3xf32>, %arg2: tensor<3x6x1x1xf32>) -> (tensor<2x6x4x3xf32>, tensor<3x6x1x1xf32>, tensor<3xf32>) {
    %0 = "stablehlo.reshape"(%arg2) : (tensor<3x6x1x1xf32>) -> tensor<1x3x6x1x1xf32>
    %1 = "stablehlo.reshape"(%0) : (tensor<1x3x6x1x1xf32>) -> tensor<3x6x1x1xf32>
    %2 = "stablehlo.transpose"(%1) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<3x6x1x1xf32>) -> tensor<6x3x1x1xf32>
    %3 = "stablehlo.reverse"(%2) {dimensions = array<i64: 2, 3>} : (tensor<6x3x1x1xf32>) -> tensor<6x3x1x1xf32>
    %4 = "stablehlo.reshape"(%arg0) : (tensor<2x3x4x3xf32>) -> tensor<2x3x12xf32>
    %5 = "stablehlo.reshape"(%3) : (tensor<6x3x1x1xf32>) -> tensor<6x3xf32>
    %6 = "stablehlo.dot_general"(%5, %4) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<6x3xf32>, tensor<2x3x12xf32>) -> tensor<6x2x12xf32>
    %7 = "stablehlo.reshape"(%6) : (tensor<6x2x12xf32>) -> tensor<6x2x4x3xf32>
    %8 = "stablehlo.transpose"(%7) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<6x2x4x3xf32>) -> tensor<2x6x4x3xf32>
    %9 = "stablehlo.convolution"(%arg1, %arg0) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>], rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<2x6x4x3xf32>, tensor<2x3x4x3xf32>) -> tensor<3x6x1x1xf32>
    %10 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %11 = "stablehlo.reduce"(%arg0, %10) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %12 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%12) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<2x3x4x3xf32>, tensor<f32>) -> tensor<3xf32>
    return %8, %9, %11 : tensor<2x6x4x3xf32>, tensor<3x6x1x1xf32>, tensor<3xf32>
  }
}
