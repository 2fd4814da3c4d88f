module {
  func.func @main(%arg0: tensor<1x4x2x2xf32>, %arg1: tensor<4x3x3x3xf32>, %arg2: tensor<3xf32>) -> tensor<1x3x4x4xf32> {
    %0 = "stablehlo.reshape"(%arg1) : (tensor<4x3x3x3xf32>) -> tensor<1x4x3x3x3xf32>
    %1 = "stablehlo.transpose"(%0) {permutation = array<i64: 0, 2, 1, 3, 4>} : (tensor<1x4x3x3x3xf32>) -> tensor<1x3x4x3x3xf32>
    %2 = "stablehlo.reshape"(%1) : (tensor<1x3x4x3x3xf32>) -> tensor<3x4x3x3xf32>
    %3 = "stablehlo.reverse"(%2) {dimensions = array<i64: 2, 3>} : (tensor<3x4x3x3xf32>) -> tensor<3x4x3x3xf32>
    %4 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %5 = "stablehlo.pad"(%arg0, %4) {edge_padding_high = array<i64: 0, 0, 2, 2>, edge_padding_low = array<i64: 0, 0, 1, 1>, interior_padding = array<i64: 0, 0, 1, 1>} : (tensor<1x4x2x2xf32>, tensor<f32>) -> tensor<1x4x6x6xf32>
    %6 = "stablehlo.transpose"(%5) {permutation = array<i64: 0, 2, 3, 1>} : (tensor<1x4x6x6xf32>) -> tensor<1x6x6x4xf32>
    %7 = "stablehlo.slice"(%6) {limit_indices = array<i64: 1, 4, 4, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x6x6x4xf32>) -> tensor<1x4x4x4xf32>
    %8 = "stablehlo.reshape"(%7) : (tensor<1x4x4x4xf32>) -> tensor<1x4x4x1x4xf32>
    %9 = "stablehlo.slice"(%6) {limit_indices = array<i64: 1, 4, 5, 4>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x6x6x4xf32>) -> tensor<1x4x4x4xf32>
    %10 = "stablehlo.reshape"(%9) : (tensor<1x4x4x4xf32>) -> tensor<1x4x4x1x4xf32>
    %11 = "stablehlo.slice"(%6) {limit_indices = array<i64: 1, 4, 6, 4>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x6x6x4xf32>) -> tensor<1x4x4x4xf32>
    %12 = "stablehlo.reshape"(%11) : (tensor<1x4x4x4xf32>) -> tensor<1x4x4x1x4xf32>
    %13 = "stablehlo.slice"(%6) {limit_indices = array<i64: 1, 5, 4, 4>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x6x6x4xf32>) -> tensor<1x4x4x4xf32>
    %14 = "stablehlo.reshape"(%13) : (tensor<1x4x4x4xf32>) -> tensor<1x4x4x1x4xf32>
    %15 = "stablehlo.slice"(%6) {limit_indices = array<i64: 1, 5, 5, 4>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x6x6x4xf32>) -> tensor<1x4x4x4xf32>
    %16 = "stablehlo.reshape"(%15) : (tensor<1x4x4x4xf32>) -> tensor<1x4x4x1x4xf32>
    %17 = "stablehlo.slice"(%6) {limit_indices = array<i64: 1, 5, 6, 4>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x6x6x4xf32>) -> tensor<1x4x4x4xf32>
    %18 = "stablehlo.reshape"(%17) : (tensor<1x4x4x4xf32>) -> tensor<1x4x4x1x4xf32>
    %19 = "stablehlo.slice"(%6) {limit_indices = array<i64: 1, 6, 4, 4>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x6x6x4xf32>) -> tensor<1x4x4x4xf32>
    %20 = "stablehlo.reshape"(%19) : (tensor<1x4x4x4xf32>) -> tensor<1x4x4x1x4xf32>
    %21 = "stablehlo.slice"(%6) {limit_indices = array<i64: 1, 6, 5, 4>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x6x6x4xf32>) -> tensor<1x4x4x4xf32>
    %22 = "stablehlo.reshape"(%21) : (tensor<1x4x4x4xf32>) -> tensor<1x4x4x1x4xf32>
    %23 = "stablehlo.slice"(%6) {limit_indices = array<i64: 1, 6, 6, 4>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x6x6x4xf32>) -> tensor<1x4x4x4xf32>
    %24 = "stablehlo.reshape"(%23) : (tensor<1x4x4x4xf32>) -> tensor<1x4x4x1x4xf32>
    %25 = "stablehlo.concatenate"(%8, %10, %12, %14, %16, %18, %20, %22, %24) {dimension = 3 : i64} : (tensor<1x4x4x1x4xf32>, tensor<1x4x4x1x4xf32>, tensor<1x4x4x1x4xf32>, tensor<1x4x4x1x4xf32>, tensor<1x4x4x1x4xf32>, tensor<1x4x4x1x4xf32>, tensor<1x4x4x1x4xf32>, tensor<1x4x4x1x4xf32>, tensor<1x4x4x1x4xf32>) -> tensor<1x4x4x9x4xf32>
    %26 = "stablehlo.reshape"(%25) : (tensor<1x4x4x9x4xf32>) -> tensor<16x36xf32>
    %27 = "stablehlo.transpose"(%3) {permutation = array<i64: 2, 3, 1, 0>} : (tensor<3x4x3x3xf32>) -> tensor<3x3x4x3xf32>
    %28 = "stablehlo.reshape"(%27) : (tensor<3x3x4x3xf32>) -> tensor<36x3xf32>
    %29 = "stablehlo.dot_general"(%26, %28) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<16x36xf32>, tensor<36x3xf32>) -> tensor<16x3xf32>
    %30 = "stablehlo.reshape"(%29) : (tensor<16x3xf32>) -> tensor<1x4x4x3xf32>
    %31 = "stablehlo.transpose"(%30) {permutation = array<i64: 0, 3, 1, 2>} : (tensor<1x4x4x3xf32>) -> tensor<1x3x4x4xf32>
    %32 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 3>} : (tensor<3xf32>) -> tensor<1x4x4x3xf32>
    %33 = "stablehlo.add"(%30, %32) : (tensor<1x4x4x3xf32>, tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32>
    %34 = "stablehlo.transpose"(%33) {permutation = array<i64: 0, 3, 1, 2>} : (tensor<1x4x4x3xf32>) -> tensor<1x3x4x4xf32>
    return %34 : tensor<1x3x4x4xf32>
  }
}
