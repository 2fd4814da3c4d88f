module {
  func.func @main(%arg0: tensor<3x1xf32>, %arg1: tensor<3x5xf32>, %arg2: tensor<5x4xf32>) -> tensor<3x4xf32> {
    %0 = "stablehlo.dot_general"(%arg1, %arg2) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<3x5xf32>, tensor<5x4xf32>) -> tensor<3x4xf32>
    %1 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %3 = "stablehlo.multiply"(%0, %2) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %4 = "stablehlo.reshape"(%arg0) : (tensor<3x1xf32>) -> tensor<3xf32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3x4xf32>
    %6 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f32>} : () -> tensor<f32>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %8 = "stablehlo.multiply"(%5, %7) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %9 = "stablehlo.add"(%8, %3) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    return %9 : tensor<3x4xf32>
  }
}
