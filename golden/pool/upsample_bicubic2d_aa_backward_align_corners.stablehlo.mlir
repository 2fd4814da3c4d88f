module {
  func.func @main(%arg0: tensor<1x2x5x2xf32>) -> tensor<1x2x8x9xf32> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<1x2x5x2xf32>) -> tensor<2x5x2xf32>
    %1 = "stablehlo.constant"() {value = dense<[[0.0898916423, 0.11135982, 0.128079906, 0.137610018, 0.137610018, 0.128079906, 0.11135982, 0.0898916423, 0.066117242], [-0.0498198755, -0.053158775, -0.0445479304, -0.0197697915, 0.0278534405, 0.110974431, 0.220103681, 0.342588514, 0.465776294]]> : tensor<2x9xf32>} : () -> tensor<2x9xf32>
    %2 = "stablehlo.dot_general"(%0, %1) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x5x2xf32>, tensor<2x9xf32>) -> tensor<2x5x9xf32>
    %3 = "stablehlo.constant"() {value = dense<[[0.551350713, 0.459142596, 0.0277963374, -0.0382896475, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [-0.0372079574, 0.20551452, 0.555658102, 0.316420674, -0.0173227638, -0.0230625495, 0.000000e+00, 0.000000e+00], [0.000000e+00, -0.0232989769, -0.0175003484, 0.319664478, 0.561354458, 0.207621366, -0.0375893973, -0.0102515556], [0.000000e+00, 0.000000e+00, 0.000000e+00, -0.0344065279, 0.0249773916, 0.41257897, 0.495435834, 0.10141433], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, -0.00234984886, -0.0732105076, 0.1827548, 0.892805576]]> : tensor<5x8xf32>} : () -> tensor<5x8xf32>
    %4 = "stablehlo.dot_general"(%3, %2) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<5x8xf32>, tensor<2x5x9xf32>) -> tensor<8x2x9xf32>
    %5 = "stablehlo.reshape"(%4) : (tensor<8x2x9xf32>) -> tensor<8x2x9x1xf32>
    %6 = "stablehlo.transpose"(%5) {permutation = array<i64: 3, 1, 0, 2>} : (tensor<8x2x9x1xf32>) -> tensor<1x2x8x9xf32>
    return %6 : tensor<1x2x8x9xf32>
  }
}
