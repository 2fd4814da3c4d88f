module {
  func.func @main(%arg0: tensor<1x5x2x2xf32>, %arg1: tensor<1x4x3x3xf32>, %arg2: tensor<5x4x3x3xf32>) -> (tensor<1x4x3x3xf32>, tensor<5x4x3x3xf32>) {
    %0 = "stablehlo.reshape"(%arg2) : (tensor<5x4x3x3xf32>) -> tensor<1x5x4x3x3xf32>
    %1 = "stablehlo.transpose"(%0) {permutation = array<i64: 0, 2, 1, 3, 4>} : (tensor<1x5x4x3x3xf32>) -> tensor<1x4x5x3x3xf32>
    %2 = "stablehlo.reshape"(%1) : (tensor<1x4x5x3x3xf32>) -> tensor<4x5x3x3xf32>
    %3 = "stablehlo.reverse"(%2) {dimensions = array<i64: 2, 3>} : (tensor<4x5x3x3xf32>) -> tensor<4x5x3x3xf32>
    %4 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %5 = "stablehlo.pad"(%arg0, %4) {edge_padding_high = array<i64: 0, 0, 1, 1>, edge_padding_low = array<i64: 0, 0, 1, 1>, interior_padding = array<i64: 0, 0, 1, 1>} : (tensor<1x5x2x2xf32>, tensor<f32>) -> tensor<1x5x5x5xf32>
    %6 = "stablehlo.transpose"(%5) {permutation = array<i64: 0, 2, 3, 1>} : (tensor<1x5x5x5xf32>) -> tensor<1x5x5x5xf32>
    %7 = "stablehlo.slice"(%6) {limit_indices = array<i64: 1, 3, 3, 5>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x5x5x5xf32>) -> tensor<1x3x3x5xf32>
    %8 = "stablehlo.reshape"(%7) : (tensor<1x3x3x5xf32>) -> tensor<1x3x3x1x5xf32>
    %9 = "stablehlo.slice"(%6) {limit_indices = array<i64: 1, 3, 4, 5>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x5x5x5xf32>) -> tensor<1x3x3x5xf32>
    %10 = "stablehlo.reshape"(%9) : (tensor<1x3x3x5xf32>) -> tensor<1x3x3x1x5xf32>
    %11 = "stablehlo.slice"(%6) {limit_indices = array<i64: 1, 3, 5, 5>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x5x5x5xf32>) -> tensor<1x3x3x5xf32>
    %12 = "stablehlo.reshape"(%11) : (tensor<1x3x3x5xf32>) -> tensor<1x3x3x1x5xf32>
    %13 = "stablehlo.slice"(%6) {limit_indices = array<i64: 1, 4, 3, 5>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x5x5x5xf32>) -> tensor<1x3x3x5xf32>
    %14 = "stablehlo.reshape"(%13) : (tensor<1x3x3x5xf32>) -> tensor<1x3x3x1x5xf32>
    %15 = "stablehlo.slice"(%6) {limit_indices = array<i64: 1, 4, 4, 5>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x5x5x5xf32>) -> tensor<1x3x3x5xf32>
    %16 = "stablehlo.reshape"(%15) : (tensor<1x3x3x5xf32>) -> tensor<1x3x3x1x5xf32>
    %17 = "stablehlo.slice"(%6) {limit_indices = array<i64: 1, 4, 5, 5>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x5x5x5xf32>) -> tensor<1x3x3x5xf32>
    %18 = "stablehlo.reshape"(%17) : (tensor<1x3x3x5xf32>) -> tensor<1x3x3x1x5xf32>
    %19 = "stablehlo.slice"(%6) {limit_indices = array<i64: 1, 5, 3, 5>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x5x5x5xf32>) -> tensor<1x3x3x5xf32>
    %20 = "stablehlo.reshape"(%19) : (tensor<1x3x3x5xf32>) -> tensor<1x3x3x1x5xf32>
    %21 = "stablehlo.slice"(%6) {limit_indices = array<i64: 1, 5, 4, 5>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x5x5x5xf32>) -> tensor<1x3x3x5xf32>
    %22 = "stablehlo.reshape"(%21) : (tensor<1x3x3x5xf32>) -> tensor<1x3x3x1x5xf32>
    %23 = "stablehlo.slice"(%6) {limit_indices = array<i64: 1, 5, 5, 5>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x5x5x5xf32>) -> tensor<1x3x3x5xf32>
    %24 = "stablehlo.reshape"(%23) : (tensor<1x3x3x5xf32>) -> tensor<1x3x3x1x5xf32>
    %25 = "stablehlo.concatenate"(%8, %10, %12, %14, %16, %18, %20, %22, %24) {dimension = 3 : i64} : (tensor<1x3x3x1x5xf32>, tensor<1x3x3x1x5xf32>, tensor<1x3x3x1x5xf32>, tensor<1x3x3x1x5xf32>, tensor<1x3x3x1x5xf32>, tensor<1x3x3x1x5xf32>, tensor<1x3x3x1x5xf32>, tensor<1x3x3x1x5xf32>, tensor<1x3x3x1x5xf32>) -> tensor<1x3x3x9x5xf32>
    %26 = "stablehlo.reshape"(%25) : (tensor<1x3x3x9x5xf32>) -> tensor<9x45xf32>
    %27 = "stablehlo.transpose"(%3) {permutation = array<i64: 2, 3, 1, 0>} : (tensor<4x5x3x3xf32>) -> tensor<3x3x5x4xf32>
    %28 = "stablehlo.reshape"(%27) : (tensor<3x3x5x4xf32>) -> tensor<45x4xf32>
    %29 = "stablehlo.dot_general"(%26, %28) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<9x45xf32>, tensor<45x4xf32>) -> tensor<9x4xf32>
    %30 = "stablehlo.reshape"(%29) : (tensor<9x4xf32>) -> tensor<1x3x3x4xf32>
    %31 = "stablehlo.transpose"(%30) {permutation = array<i64: 0, 3, 1, 2>} : (tensor<1x3x3x4xf32>) -> tensor<1x4x3x3xf32>
    %32 = "stablehlo.convolution"(%arg1, %arg0) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>], rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<1x4x3x3xf32>, tensor<1x5x2x2xf32>) -> tensor<5x4x3x3xf32>
    %33 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    return %31, %32 : tensor<1x4x3x3xf32>, tensor<5x4x3x3xf32>
  }
}
