module {
  func.func @main(%arg0: tensor<3x4xf32>, %arg1: tensor<2x3x5xf32>, %arg2: tensor<2x5x4xf32>) -> tensor<3x4xf32> {
    %0 = "stablehlo.convert"(%arg1) : (tensor<2x3x5xf32>) -> tensor<2x3x5xf64>
    %1 = "stablehlo.convert"(%arg2) : (tensor<2x5x4xf32>) -> tensor<2x5x4xf64>
    %2 = "stablehlo.dot_general"(%0, %1) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 2], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x3x5xf64>, tensor<2x5x4xf64>) -> tensor<3x4xf64>
    %3 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<3x4xf64>
    %5 = "stablehlo.multiply"(%2, %4) : (tensor<3x4xf64>, tensor<3x4xf64>) -> tensor<3x4xf64>
    %6 = "stablehlo.convert"(%arg0) : (tensor<3x4xf32>) -> tensor<3x4xf64>
    %7 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f64>} : () -> tensor<f64>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<3x4xf64>
    %9 = "stablehlo.multiply"(%6, %8) : (tensor<3x4xf64>, tensor<3x4xf64>) -> tensor<3x4xf64>
    %10 = "stablehlo.add"(%9, %5) : (tensor<3x4xf64>, tensor<3x4xf64>) -> tensor<3x4xf64>
    %11 = "stablehlo.convert"(%10) : (tensor<3x4xf64>) -> tensor<3x4xf32>
    return %11 : tensor<3x4xf32>
  }
}
