module {
  func.func @main(%arg0: tensor<2x3x3xf32>, %arg1: tensor<5x3x5xf32>, %arg2: tensor<5xf32>) -> tensor<2x5x3xf32> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.pad"(%arg0, %0) {edge_padding_high = array<i64: 0, 0, 2>, edge_padding_low = array<i64: 0, 0, 2>, interior_padding = array<i64: 0, 0, 0>} : (tensor<2x3x3xf32>, tensor<f32>) -> tensor<2x3x7xf32>
    %2 = "stablehlo.slice"(%1) {limit_indices = array<i64: 2, 3, 3>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x7xf32>) -> tensor<2x3x3xf32>
    %3 = "stablehlo.reshape"(%2) : (tensor<2x3x3xf32>) -> tensor<2x3x3x1xf32>
    %4 = "stablehlo.slice"(%1) {limit_indices = array<i64: 2, 3, 4>, start_indices = array<i64: 0, 0, 1>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x7xf32>) -> tensor<2x3x3xf32>
    %5 = "stablehlo.reshape"(%4) : (tensor<2x3x3xf32>) -> tensor<2x3x3x1xf32>
    %6 = "stablehlo.slice"(%1) {limit_indices = array<i64: 2, 3, 5>, start_indices = array<i64: 0, 0, 2>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x7xf32>) -> tensor<2x3x3xf32>
    %7 = "stablehlo.reshape"(%6) : (tensor<2x3x3xf32>) -> tensor<2x3x3x1xf32>
    %8 = "stablehlo.slice"(%1) {limit_indices = array<i64: 2, 3, 6>, start_indices = array<i64: 0, 0, 3>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x7xf32>) -> tensor<2x3x3xf32>
    %9 = "stablehlo.reshape"(%8) : (tensor<2x3x3xf32>) -> tensor<2x3x3x1xf32>
    %10 = "stablehlo.slice"(%1) {limit_indices = array<i64: 2, 3, 7>, start_indices = array<i64: 0, 0, 4>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x7xf32>) -> tensor<2x3x3xf32>
    %11 = "stablehlo.reshape"(%10) : (tensor<2x3x3xf32>) -> tensor<2x3x3x1xf32>
    %12 = "stablehlo.concatenate"(%3, %5, %7, %9, %11) {dimension = 3 : i64} : (tensor<2x3x3x1xf32>, tensor<2x3x3x1xf32>, tensor<2x3x3x1xf32>, tensor<2x3x3x1xf32>, tensor<2x3x3x1xf32>) -> tensor<2x3x3x5xf32>
    %13 = "stablehlo.transpose"(%12) {permutation = array<i64: 0, 2, 3, 1>} : (tensor<2x3x3x5xf32>) -> tensor<2x3x5x3xf32>
    %14 = "stablehlo.reshape"(%13) : (tensor<2x3x5x3xf32>) -> tensor<6x15xf32>
    %15 = "stablehlo.transpose"(%arg1) {permutation = array<i64: 2, 1, 0>} : (tensor<5x3x5xf32>) -> tensor<5x3x5xf32>
    %16 = "stablehlo.reshape"(%15) : (tensor<5x3x5xf32>) -> tensor<15x5xf32>
    %17 = "stablehlo.dot_general"(%14, %16) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<6x15xf32>, tensor<15x5xf32>) -> tensor<6x5xf32>
    %18 = "stablehlo.reshape"(%17) : (tensor<6x5xf32>) -> tensor<2x3x5xf32>
    %19 = "stablehlo.transpose"(%18) {permutation = array<i64: 0, 2, 1>} : (tensor<2x3x5xf32>) -> tensor<2x5x3xf32>
    %20 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 1>} : (tensor<5xf32>) -> tensor<2x5x3xf32>
    %21 = "stablehlo.add"(%19, %20) : (tensor<2x5x3xf32>, tensor<2x5x3xf32>) -> tensor<2x5x3xf32>
    return %21 : tensor<2x5x3xf32>
  }
}
