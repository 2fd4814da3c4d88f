module {
  func.func @main(%arg0: tensor<2x8x2x2xf32>, %arg1: tensor<6x8x3x3xf32>, %arg2: tensor<6xf32>) -> tensor<2x6x2x2xf32> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.pad"(%arg0, %0) {edge_padding_high = array<i64: 0, 0, 1, 1>, edge_padding_low = array<i64: 0, 0, 1, 1>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<2x8x2x2xf32>, tensor<f32>) -> tensor<2x8x4x4xf32>
    %2 = "stablehlo.slice"(%1) {limit_indices = array<i64: 2, 8, 2, 2>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x4x4xf32>) -> tensor<2x8x2x2xf32>
    %3 = "stablehlo.reshape"(%2) : (tensor<2x8x2x2xf32>) -> tensor<2x8x2x2x1xf32>
    %4 = "stablehlo.slice"(%1) {limit_indices = array<i64: 2, 8, 2, 3>, start_indices = array<i64: 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x4x4xf32>) -> tensor<2x8x2x2xf32>
    %5 = "stablehlo.reshape"(%4) : (tensor<2x8x2x2xf32>) -> tensor<2x8x2x2x1xf32>
    %6 = "stablehlo.slice"(%1) {limit_indices = array<i64: 2, 8, 2, 4>, start_indices = array<i64: 0, 0, 0, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x4x4xf32>) -> tensor<2x8x2x2xf32>
    %7 = "stablehlo.reshape"(%6) : (tensor<2x8x2x2xf32>) -> tensor<2x8x2x2x1xf32>
    %8 = "stablehlo.slice"(%1) {limit_indices = array<i64: 2, 8, 3, 2>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x4x4xf32>) -> tensor<2x8x2x2xf32>
    %9 = "stablehlo.reshape"(%8) : (tensor<2x8x2x2xf32>) -> tensor<2x8x2x2x1xf32>
    %10 = "stablehlo.slice"(%1) {limit_indices = array<i64: 2, 8, 3, 3>, start_indices = array<i64: 0, 0, 1, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x4x4xf32>) -> tensor<2x8x2x2xf32>
    %11 = "stablehlo.reshape"(%10) : (tensor<2x8x2x2xf32>) -> tensor<2x8x2x2x1xf32>
    %12 = "stablehlo.slice"(%1) {limit_indices = array<i64: 2, 8, 3, 4>, start_indices = array<i64: 0, 0, 1, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x4x4xf32>) -> tensor<2x8x2x2xf32>
    %13 = "stablehlo.reshape"(%12) : (tensor<2x8x2x2xf32>) -> tensor<2x8x2x2x1xf32>
    %14 = "stablehlo.slice"(%1) {limit_indices = array<i64: 2, 8, 4, 2>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x4x4xf32>) -> tensor<2x8x2x2xf32>
    %15 = "stablehlo.reshape"(%14) : (tensor<2x8x2x2xf32>) -> tensor<2x8x2x2x1xf32>
    %16 = "stablehlo.slice"(%1) {limit_indices = array<i64: 2, 8, 4, 3>, start_indices = array<i64: 0, 0, 2, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x4x4xf32>) -> tensor<2x8x2x2xf32>
    %17 = "stablehlo.reshape"(%16) : (tensor<2x8x2x2xf32>) -> tensor<2x8x2x2x1xf32>
    %18 = "stablehlo.slice"(%1) {limit_indices = array<i64: 2, 8, 4, 4>, start_indices = array<i64: 0, 0, 2, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x8x4x4xf32>) -> tensor<2x8x2x2xf32>
    %19 = "stablehlo.reshape"(%18) : (tensor<2x8x2x2xf32>) -> tensor<2x8x2x2x1xf32>
    %20 = "stablehlo.concatenate"(%3, %5, %7, %9, %11, %13, %15, %17, %19) {dimension = 4 : i64} : (tensor<2x8x2x2x1xf32>, tensor<2x8x2x2x1xf32>, tensor<2x8x2x2x1xf32>, tensor<2x8x2x2x1xf32>, tensor<2x8x2x2x1xf32>, tensor<2x8x2x2x1xf32>, tensor<2x8x2x2x1xf32>, tensor<2x8x2x2x1xf32>, tensor<2x8x2x2x1xf32>) -> tensor<2x8x2x2x9xf32>
    %21 = "stablehlo.transpose"(%20) {permutation = array<i64: 0, 2, 3, 4, 1>} : (tensor<2x8x2x2x9xf32>) -> tensor<2x2x2x9x8xf32>
    %22 = "stablehlo.reshape"(%21) : (tensor<2x2x2x9x8xf32>) -> tensor<8x72xf32>
    %23 = "stablehlo.transpose"(%arg1) {permutation = array<i64: 2, 3, 1, 0>} : (tensor<6x8x3x3xf32>) -> tensor<3x3x8x6xf32>
    %24 = "stablehlo.reshape"(%23) : (tensor<3x3x8x6xf32>) -> tensor<72x6xf32>
    %25 = "stablehlo.dot_general"(%22, %24) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<8x72xf32>, tensor<72x6xf32>) -> tensor<8x6xf32>
    %26 = "stablehlo.reshape"(%25) : (tensor<8x6xf32>) -> tensor<2x2x2x6xf32>
    %27 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 3>} : (tensor<6xf32>) -> tensor<2x2x2x6xf32>
    %28 = "stablehlo.add"(%26, %27) : (tensor<2x2x2x6xf32>, tensor<2x2x2x6xf32>) -> tensor<2x2x2x6xf32>
    %29 = "stablehlo.transpose"(%28) {permutation = array<i64: 0, 3, 1, 2>} : (tensor<2x2x2x6xf32>) -> tensor<2x6x2x2xf32>
    return %29 : tensor<2x6x2x2xf32>
  }
}
