module {
  func.func @main(%arg0: tensor<2x3x4xf32>, %arg1: tensor<2x3x5xf32>, %arg2: tensor<2x5x4xf32>) -> tensor<2x3x4xf32> {
    %0 = "stablehlo.dot_general"(%arg1, %arg2) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x3x5xf32>, tensor<2x5x4xf32>) -> tensor<2x3x4xf32>
    %1 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3x4xf32>
    %3 = "stablehlo.multiply"(%0, %2) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %4 = "stablehlo.constant"() {value = dense<-1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3x4xf32>
    %6 = "stablehlo.multiply"(%arg0, %5) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %7 = "stablehlo.add"(%6, %3) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    return %7 : tensor<2x3x4xf32>
  }
}
