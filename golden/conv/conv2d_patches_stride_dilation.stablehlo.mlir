module {
  func.func @main(%arg0: tensor<1x3x3x2xf32>, %arg1: tensor<4x3x3x3xf32>) -> tensor<1x4x2x2xf32> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.pad"(%arg0, %0) {edge_padding_high = array<i64: 0, 0, 2, 1>, edge_padding_low = array<i64: 0, 0, 2, 1>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<1x3x3x2xf32>, tensor<f32>) -> tensor<1x3x7x4xf32>
    %2 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 3, 3, 2>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 2, 1>} : (tensor<1x3x7x4xf32>) -> tensor<1x3x2x2xf32>
    %3 = "stablehlo.reshape"(%2) : (tensor<1x3x2x2xf32>) -> tensor<3x2x2x1x1xf32>
    %4 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 3, 3, 3>, start_indices = array<i64: 0, 0, 0, 1>, strides = array<i64: 1, 1, 2, 1>} : (tensor<1x3x7x4xf32>) -> tensor<1x3x2x2xf32>
    %5 = "stablehlo.reshape"(%4) : (tensor<1x3x2x2xf32>) -> tensor<3x2x2x1x1xf32>
    %6 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 3, 3, 4>, start_indices = array<i64: 0, 0, 0, 2>, strides = array<i64: 1, 1, 2, 1>} : (tensor<1x3x7x4xf32>) -> tensor<1x3x2x2xf32>
    %7 = "stablehlo.reshape"(%6) : (tensor<1x3x2x2xf32>) -> tensor<3x2x2x1x1xf32>
    %8 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 3, 5, 2>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 2, 1>} : (tensor<1x3x7x4xf32>) -> tensor<1x3x2x2xf32>
    %9 = "stablehlo.reshape"(%8) : (tensor<1x3x2x2xf32>) -> tensor<3x2x2x1x1xf32>
    %10 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 3, 5, 3>, start_indices = array<i64: 0, 0, 2, 1>, strides = array<i64: 1, 1, 2, 1>} : (tensor<1x3x7x4xf32>) -> tensor<1x3x2x2xf32>
    %11 = "stablehlo.reshape"(%10) : (tensor<1x3x2x2xf32>) -> tensor<3x2x2x1x1xf32>
    %12 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 3, 5, 4>, start_indices = array<i64: 0, 0, 2, 2>, strides = array<i64: 1, 1, 2, 1>} : (tensor<1x3x7x4xf32>) -> tensor<1x3x2x2xf32>
    %13 = "stablehlo.reshape"(%12) : (tensor<1x3x2x2xf32>) -> tensor<3x2x2x1x1xf32>
    %14 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 3, 7, 2>, start_indices = array<i64: 0, 0, 4, 0>, strides = array<i64: 1, 1, 2, 1>} : (tensor<1x3x7x4xf32>) -> tensor<1x3x2x2xf32>
    %15 = "stablehlo.reshape"(%14) : (tensor<1x3x2x2xf32>) -> tensor<3x2x2x1x1xf32>
    %16 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 3, 7, 3>, start_indices = array<i64: 0, 0, 4, 1>, strides = array<i64: 1, 1, 2, 1>} : (tensor<1x3x7x4xf32>) -> tensor<1x3x2x2xf32>
    %17 = "stablehlo.reshape"(%16) : (tensor<1x3x2x2xf32>) -> tensor<3x2x2x1x1xf32>
    %18 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 3, 7, 4>, start_indices = array<i64: 0, 0, 4, 2>, strides = array<i64: 1, 1, 2, 1>} : (tensor<1x3x7x4xf32>) -> tensor<1x3x2x2xf32>
    %19 = "stablehlo.reshape"(%18) : (tensor<1x3x2x2xf32>) -> tensor<3x2x2x1x1xf32>
    %20 = "stablehlo.concatenate"(%3, %5, %7, %9, %11, %13, %15, %17, %19) {dimension = 4 : i64} : (tensor<3x2x2x1x1xf32>, tensor<3x2x2x1x1xf32>, tensor<3x2x2x1x1xf32>, tensor<3x2x2x1x1xf32>, tensor<3x2x2x1x1xf32>, tensor<3x2x2x1x1xf32>, tensor<3x2x2x1x1xf32>, tensor<3x2x2x1x1xf32>, tensor<3x2x2x1x1xf32>) -> tensor<3x2x2x1x9xf32>
    %21 = "stablehlo.transpose"(%20) {permutation = array<i64: 3, 1, 2, 4, 0>} : (tensor<3x2x2x1x9xf32>) -> tensor<1x2x2x9x3xf32>
    %22 = "stablehlo.reshape"(%21) : (tensor<1x2x2x9x3xf32>) -> tensor<4x27xf32>
    %23 = "stablehlo.transpose"(%arg1) {permutation = array<i64: 2, 3, 1, 0>} : (tensor<4x3x3x3xf32>) -> tensor<3x3x3x4xf32>
    %24 = "stablehlo.reshape"(%23) : (tensor<3x3x3x4xf32>) -> tensor<27x4xf32>
    %25 = "stablehlo.dot_general"(%22, %24) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<4x27xf32>, tensor<27x4xf32>) -> tensor<4x4xf32>
    %26 = "stablehlo.reshape"(%25) : (tensor<4x4xf32>) -> tensor<1x2x2x4xf32>
    %27 = "stablehlo.transpose"(%26) {permutation = array<i64: 0, 3, 1, 2>} : (tensor<1x2x2x4xf32>) -> tensor<1x4x2x2xf32>
    return %27 : tensor<1x4x2x2xf32>
  }
}
