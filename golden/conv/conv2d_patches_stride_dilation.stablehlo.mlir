module {
  func.func @main(%arg0: tensor<1x3x3x2xf32>, %arg1: tensor<4x3x3x3xf32>) -> tensor<1x4x2x2xf32> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.pad"(%arg0, %0) {edge_padding_high = array<i64: 0, 0, 2, 1>, edge_padding_low = array<i64: 0, 0, 2, 1>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<1x3x3x2xf32>, tensor<f32>) -> tensor<1x3x7x4xf32>
    %2 = "stablehlo.transpose"(%1) {permutation = array<i64: 0, 2, 3, 1>} : (tensor<1x3x7x4xf32>) -> tensor<1x7x4x3xf32>
    %3 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 3, 2, 3>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 2, 1, 1>} : (tensor<1x7x4x3xf32>) -> tensor<1x2x2x3xf32>
    %4 = "stablehlo.reshape"(%3) : (tensor<1x2x2x3xf32>) -> tensor<1x2x2x1x3xf32>
    %5 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 3, 3, 3>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 2, 1, 1>} : (tensor<1x7x4x3xf32>) -> tensor<1x2x2x3xf32>
    %6 = "stablehlo.reshape"(%5) : (tensor<1x2x2x3xf32>) -> tensor<1x2x2x1x3xf32>
    %7 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 3, 4, 3>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 2, 1, 1>} : (tensor<1x7x4x3xf32>) -> tensor<1x2x2x3xf32>
    %8 = "stablehlo.reshape"(%7) : (tensor<1x2x2x3xf32>) -> tensor<1x2x2x1x3xf32>
    %9 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 5, 2, 3>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 2, 1, 1>} : (tensor<1x7x4x3xf32>) -> tensor<1x2x2x3xf32>
    %10 = "stablehlo.reshape"(%9) : (tensor<1x2x2x3xf32>) -> tensor<1x2x2x1x3xf32>
    %11 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 5, 3, 3>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 2, 1, 1>} : (tensor<1x7x4x3xf32>) -> tensor<1x2x2x3xf32>
    %12 = "stablehlo.reshape"(%11) : (tensor<1x2x2x3xf32>) -> tensor<1x2x2x1x3xf32>
    %13 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 5, 4, 3>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 2, 1, 1>} : (tensor<1x7x4x3xf32>) -> tensor<1x2x2x3xf32>
    %14 = "stablehlo.reshape"(%13) : (tensor<1x2x2x3xf32>) -> tensor<1x2x2x1x3xf32>
    %15 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 7, 2, 3>, start_indices = array<i64: 0, 4, 0, 0>, strides = array<i64: 1, 2, 1, 1>} : (tensor<1x7x4x3xf32>) -> tensor<1x2x2x3xf32>
    %16 = "stablehlo.reshape"(%15) : (tensor<1x2x2x3xf32>) -> tensor<1x2x2x1x3xf32>
    %17 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 7, 3, 3>, start_indices = array<i64: 0, 4, 1, 0>, strides = array<i64: 1, 2, 1, 1>} : (tensor<1x7x4x3xf32>) -> tensor<1x2x2x3xf32>
    %18 = "stablehlo.reshape"(%17) : (tensor<1x2x2x3xf32>) -> tensor<1x2x2x1x3xf32>
    %19 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 7, 4, 3>, start_indices = array<i64: 0, 4, 2, 0>, strides = array<i64: 1, 2, 1, 1>} : (tensor<1x7x4x3xf32>) -> tensor<1x2x2x3xf32>
    %20 = "stablehlo.reshape"(%19) : (tensor<1x2x2x3xf32>) -> tensor<1x2x2x1x3xf32>
    %21 = "stablehlo.concatenate"(%4, %6, %8, %10, %12, %14, %16, %18, %20) {dimension = 3 : i64} : (tensor<1x2x2x1x3xf32>, tensor<1x2x2x1x3xf32>, tensor<1x2x2x1x3xf32>, tensor<1x2x2x1x3xf32>, tensor<1x2x2x1x3xf32>, tensor<1x2x2x1x3xf32>, tensor<1x2x2x1x3xf32>, tensor<1x2x2x1x3xf32>, tensor<1x2x2x1x3xf32>) -> tensor<1x2x2x9x3xf32>
    %22 = "stablehlo.reshape"(%21) : (tensor<1x2x2x9x3xf32>) -> tensor<4x27xf32>
    %23 = "stablehlo.transpose"(%arg1) {permutation = array<i64: 2, 3, 1, 0>} : (tensor<4x3x3x3xf32>) -> tensor<3x3x3x4xf32>
    %24 = "stablehlo.reshape"(%23) : (tensor<3x3x3x4xf32>) -> tensor<27x4xf32>
    %25 = "stablehlo.dot_general"(%22, %24) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<4x27xf32>, tensor<27x4xf32>) -> tensor<4x4xf32>
    %26 = "stablehlo.reshape"(%25) : (tensor<4x4xf32>) -> tensor<1x2x2x4xf32>
    %27 = "stablehlo.transpose"(%26) {permutation = array<i64: 0, 3, 1, 2>} : (tensor<1x2x2x4xf32>) -> tensor<1x4x2x2xf32>
    return %27 : tensor<1x4x2x2xf32>
  }
}
