module {
  func.func @main(%arg0: tensor<2x8x2x2xf32>, %arg1: tensor<6x8x3x3xf32>, %arg2: tensor<6xf32>) -> tensor<2x6x2x2xf32> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.pad"(%arg0, %0) {edge_padding_high = array<i64: 0, 0, 1, 1>, edge_padding_low = array<i64: 0, 0, 1, 1>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<2x8x2x2xf32>, tensor<f32>) -> tensor<2x8x4x4xf32>
    %2 = "stablehlo.transpose"(%1) {permutation = array<i64: 0, 2, 3, 1>} : (tensor<2x8x4x4xf32>) -> tensor<2x4x4x8xf32>
    %3 = "stablehlo.slice"(%2) {limit_indices = array<i64: 2, 2, 2, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x4x4x8xf32>) -> tensor<2x2x2x8xf32>
    %4 = "stablehlo.reshape"(%3) : (tensor<2x2x2x8xf32>) -> tensor<2x2x2x1x8xf32>
    %5 = "stablehlo.slice"(%2) {limit_indices = array<i64: 2, 2, 3, 8>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x4x4x8xf32>) -> tensor<2x2x2x8xf32>
    %6 = "stablehlo.reshape"(%5) : (tensor<2x2x2x8xf32>) -> tensor<2x2x2x1x8xf32>
    %7 = "stablehlo.slice"(%2) {limit_indices = array<i64: 2, 2, 4, 8>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x4x4x8xf32>) -> tensor<2x2x2x8xf32>
    %8 = "stablehlo.reshape"(%7) : (tensor<2x2x2x8xf32>) -> tensor<2x2x2x1x8xf32>
    %9 = "stablehlo.slice"(%2) {limit_indices = array<i64: 2, 3, 2, 8>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x4x4x8xf32>) -> tensor<2x2x2x8xf32>
    %10 = "stablehlo.reshape"(%9) : (tensor<2x2x2x8xf32>) -> tensor<2x2x2x1x8xf32>
    %11 = "stablehlo.slice"(%2) {limit_indices = array<i64: 2, 3, 3, 8>, start_indices = array<i64: 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x4x4x8xf32>) -> tensor<2x2x2x8xf32>
    %12 = "stablehlo.reshape"(%11) : (tensor<2x2x2x8xf32>) -> tensor<2x2x2x1x8xf32>
    %13 = "stablehlo.slice"(%2) {limit_indices = array<i64: 2, 3, 4, 8>, start_indices = array<i64: 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x4x4x8xf32>) -> tensor<2x2x2x8xf32>
    %14 = "stablehlo.reshape"(%13) : (tensor<2x2x2x8xf32>) -> tensor<2x2x2x1x8xf32>
    %15 = "stablehlo.slice"(%2) {limit_indices = array<i64: 2, 4, 2, 8>, start_indices = array<i64: 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x4x4x8xf32>) -> tensor<2x2x2x8xf32>
    %16 = "stablehlo.reshape"(%15) : (tensor<2x2x2x8xf32>) -> tensor<2x2x2x1x8xf32>
    %17 = "stablehlo.slice"(%2) {limit_indices = array<i64: 2, 4, 3, 8>, start_indices = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x4x4x8xf32>) -> tensor<2x2x2x8xf32>
    %18 = "stablehlo.reshape"(%17) : (tensor<2x2x2x8xf32>) -> tensor<2x2x2x1x8xf32>
    %19 = "stablehlo.slice"(%2) {limit_indices = array<i64: 2, 4, 4, 8>, start_indices = array<i64: 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x4x4x8xf32>) -> tensor<2x2x2x8xf32>
    %20 = "stablehlo.reshape"(%19) : (tensor<2x2x2x8xf32>) -> tensor<2x2x2x1x8xf32>
    %21 = "stablehlo.concatenate"(%4, %6, %8, %10, %12, %14, %16, %18, %20) {dimension = 3 : i64} : (tensor<2x2x2x1x8xf32>, tensor<2x2x2x1x8xf32>, tensor<2x2x2x1x8xf32>, tensor<2x2x2x1x8xf32>, tensor<2x2x2x1x8xf32>, tensor<2x2x2x1x8xf32>, tensor<2x2x2x1x8xf32>, tensor<2x2x2x1x8xf32>, tensor<2x2x2x1x8xf32>) -> tensor<2x2x2x9x8xf32>
    %22 = "stablehlo.reshape"(%21) : (tensor<2x2x2x9x8xf32>) -> tensor<8x72xf32>
    %23 = "stablehlo.transpose"(%arg1) {permutation = array<i64: 2, 3, 1, 0>} : (tensor<6x8x3x3xf32>) -> tensor<3x3x8x6xf32>
    %24 = "stablehlo.reshape"(%23) : (tensor<3x3x8x6xf32>) -> tensor<72x6xf32>
    %25 = "stablehlo.dot_general"(%22, %24) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<8x72xf32>, tensor<72x6xf32>) -> tensor<8x6xf32>
    %26 = "stablehlo.reshape"(%25) : (tensor<8x6xf32>) -> tensor<2x2x2x6xf32>
    %27 = "stablehlo.transpose"(%26) {permutation = array<i64: 0, 3, 1, 2>} : (tensor<2x2x2x6xf32>) -> tensor<2x6x2x2xf32>
    %28 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 3>} : (tensor<6xf32>) -> tensor<2x2x2x6xf32>
    %29 = "stablehlo.add"(%26, %28) : (tensor<2x2x2x6xf32>, tensor<2x2x2x6xf32>) -> tensor<2x2x2x6xf32>
    %30 = "stablehlo.transpose"(%29) {permutation = array<i64: 0, 3, 1, 2>} : (tensor<2x2x2x6xf32>) -> tensor<2x6x2x2xf32>
    return %30 : tensor<2x6x2x2xf32>
  }
}
