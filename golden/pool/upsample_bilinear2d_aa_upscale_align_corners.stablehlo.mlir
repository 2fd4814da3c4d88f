module {
  func.func @main(%arg0: tensor<1x2x4x3xf32>) -> tensor<1x2x7x5xf32> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<1x2x4x3xf32>) -> tensor<2x4x3xf32>
    %1 = "stablehlo.constant"() {value = dense<[[1.000000e+00, 0.000000e+00, 0.000000e+00], [7.500000e-01, 2.500000e-01, 0.000000e+00], [2.500000e-01, 7.500000e-01, 0.000000e+00], [0.000000e+00, 7.500000e-01, 2.500000e-01], [0.000000e+00, 2.500000e-01, 7.500000e-01]]> : tensor<5x3xf32>} : () -> tensor<5x3xf32>
    %2 = "stablehlo.dot_general"(%0, %1) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x3xf32>, tensor<5x3xf32>) -> tensor<2x4x5xf32>
    %3 = "stablehlo.constant"() {value = dense<[[1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [7.500000e-01, 2.500000e-01, 0.000000e+00, 0.000000e+00], [2.500000e-01, 7.500000e-01, 0.000000e+00, 0.000000e+00], [0.000000e+00, 7.500000e-01, 2.500000e-01, 0.000000e+00], [0.000000e+00, 2.500000e-01, 7.500000e-01, 0.000000e+00], [0.000000e+00, 0.000000e+00, 7.500000e-01, 2.500000e-01], [0.000000e+00, 0.000000e+00, 2.500000e-01, 7.500000e-01]]> : tensor<7x4xf32>} : () -> tensor<7x4xf32>
    %4 = "stablehlo.dot_general"(%3, %2) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<7x4xf32>, tensor<2x4x5xf32>) -> tensor<7x2x5xf32>
    %5 = "stablehlo.reshape"(%4) : (tensor<7x2x5xf32>) -> tensor<7x2x5x1xf32>
    %6 = "stablehlo.transpose"(%5) {permutation = array<i64: 3, 1, 0, 2>} : (tensor<7x2x5x1xf32>) -> tensor<1x2x7x5xf32>
    return %6 : tensor<1x2x7x5xf32>
  }
}
