module {
  func.func @main(%arg0: tensor<1x2x6x10xf32>) -> tensor<1x2x2x3xf32> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<1x2x6x10xf32>) -> tensor<2x6x10xf32>
    %1 = "stablehlo.constant"() {value = dense<[[1.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00]]> : tensor<10x3xf32>} : () -> tensor<10x3xf32>
    %2 = "stablehlo.dot_general"(%0, %1) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x6x10xf32>, tensor<10x3xf32>) -> tensor<2x6x3xf32>
    %3 = "stablehlo.constant"() {value = dense<[[1.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00], [0.000000e+00, 1.000000e+00], [0.000000e+00, 1.000000e+00]]> : tensor<6x2xf32>} : () -> tensor<6x2xf32>
    %4 = "stablehlo.dot_general"(%3, %2) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<6x2xf32>, tensor<2x6x3xf32>) -> tensor<2x2x3xf32>
    %5 = "stablehlo.reshape"(%4) : (tensor<2x2x3xf32>) -> tensor<2x2x3x1xf32>
    %6 = "stablehlo.transpose"(%5) {permutation = array<i64: 3, 1, 0, 2>} : (tensor<2x2x3x1xf32>) -> tensor<1x2x2x3xf32>
    return %6 : tensor<1x2x2x3xf32>
  }
}
