module {
  func.func @main(%arg0: tensor<1x2x2x2xf32>, %arg1: tensor<1x2x4x4xf32>, %arg2: tensor<2x2x3x3xf32>) -> (tensor<1x2x4x4xf32>, tensor<2xf32>) {
    %0 = "stablehlo.reshape"(%arg2) : (tensor<2x2x3x3xf32>) -> tensor<1x2x2x3x3xf32>
    %1 = "stablehlo.reshape"(%0) : (tensor<1x2x2x3x3xf32>) -> tensor<2x2x3x3xf32>
    %2 = "stablehlo.transpose"(%1) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<2x2x3x3xf32>) -> tensor<2x2x3x3xf32>
    %3 = "stablehlo.reverse"(%2) {dimensions = array<i64: 2, 3>} : (tensor<2x2x3x3xf32>) -> tensor<2x2x3x3xf32>
    %4 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %5 = "stablehlo.pad"(%arg0, %4) {edge_padding_high = array<i64: 0, 0, 2, 2>, edge_padding_low = array<i64: 0, 0, 2, 2>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<1x2x2x2xf32>, tensor<f32>) -> tensor<1x2x6x6xf32>
    %6 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 2, 4, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x6x6xf32>) -> tensor<1x2x4x4xf32>
    %7 = "stablehlo.reshape"(%6) : (tensor<1x2x4x4xf32>) -> tensor<2x4x4x1x1xf32>
    %8 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 2, 4, 5>, start_indices = array<i64: 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x6x6xf32>) -> tensor<1x2x4x4xf32>
    %9 = "stablehlo.reshape"(%8) : (tensor<1x2x4x4xf32>) -> tensor<2x4x4x1x1xf32>
    %10 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 2, 4, 6>, start_indices = array<i64: 0, 0, 0, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x6x6xf32>) -> tensor<1x2x4x4xf32>
    %11 = "stablehlo.reshape"(%10) : (tensor<1x2x4x4xf32>) -> tensor<2x4x4x1x1xf32>
    %12 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 2, 5, 4>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x6x6xf32>) -> tensor<1x2x4x4xf32>
    %13 = "stablehlo.reshape"(%12) : (tensor<1x2x4x4xf32>) -> tensor<2x4x4x1x1xf32>
    %14 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 2, 5, 5>, start_indices = array<i64: 0, 0, 1, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x6x6xf32>) -> tensor<1x2x4x4xf32>
    %15 = "stablehlo.reshape"(%14) : (tensor<1x2x4x4xf32>) -> tensor<2x4x4x1x1xf32>
    %16 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 2, 5, 6>, start_indices = array<i64: 0, 0, 1, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x6x6xf32>) -> tensor<1x2x4x4xf32>
    %17 = "stablehlo.reshape"(%16) : (tensor<1x2x4x4xf32>) -> tensor<2x4x4x1x1xf32>
    %18 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 2, 6, 4>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x6x6xf32>) -> tensor<1x2x4x4xf32>
    %19 = "stablehlo.reshape"(%18) : (tensor<1x2x4x4xf32>) -> tensor<2x4x4x1x1xf32>
    %20 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 2, 6, 5>, start_indices = array<i64: 0, 0, 2, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x6x6xf32>) -> tensor<1x2x4x4xf32>
    %21 = "stablehlo.reshape"(%20) : (tensor<1x2x4x4xf32>) -> tensor<2x4x4x1x1xf32>
    %22 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 2, 6, 6>, start_indices = array<i64: 0, 0, 2, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x6x6xf32>) -> tensor<1x2x4x4xf32>
    %23 = "stablehlo.reshape"(%22) : (tensor<1x2x4x4xf32>) -> tensor<2x4x4x1x1xf32>
    %24 = "stablehlo.concatenate"(%7, %9, %11, %13, %15, %17, %19, %21, %23) {dimension = 4 : i64} : (tensor<2x4x4x1x1xf32>, tensor<2x4x4x1x1xf32>, tensor<2x4x4x1x1xf32>, tensor<2x4x4x1x1xf32>, tensor<2x4x4x1x1xf32>, tensor<2x4x4x1x1xf32>, tensor<2x4x4x1x1xf32>, tensor<2x4x4x1x1xf32>, tensor<2x4x4x1x1xf32>) -> tensor<2x4x4x1x9xf32>
    %25 = "stablehlo.transpose"(%24) {permutation = array<i64: 3, 1, 2, 4, 0>} : (tensor<2x4x4x1x9xf32>) -> tensor<1x4x4x9x2xf32>
    %26 = "stablehlo.reshape"(%25) : (tensor<1x4x4x9x2xf32>) -> tensor<16x18xf32>
    %27 = "stablehlo.transpose"(%3) {permutation = array<i64: 2, 3, 1, 0>} : (tensor<2x2x3x3xf32>) -> tensor<3x3x2x2xf32>
    %28 = "stablehlo.reshape"(%27) : (tensor<3x3x2x2xf32>) -> tensor<18x2xf32>
    %29 = "stablehlo.dot_general"(%26, %28) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<16x18xf32>, tensor<18x2xf32>) -> tensor<16x2xf32>
    %30 = "stablehlo.reshape"(%29) : (tensor<16x2xf32>) -> tensor<1x4x4x2xf32>
    %31 = "stablehlo.transpose"(%30) {permutation = array<i64: 0, 3, 1, 2>} : (tensor<1x4x4x2xf32>) -> tensor<1x2x4x4xf32>
    %32 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %33 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %34 = "stablehlo.reduce"(%arg0, %33) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %35 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%35) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<1x2x2x2xf32>, tensor<f32>) -> tensor<2xf32>
    return %31, %34 : tensor<1x2x4x4xf32>, tensor<2xf32>
  }
}
