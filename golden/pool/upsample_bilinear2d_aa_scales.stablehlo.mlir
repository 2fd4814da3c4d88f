module {
  func.func @main(%arg0: tensor<1x1x8x6xf32>) -> tensor<1x1x4x3xf32> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<1x1x8x6xf32>) -> tensor<1x8x6xf32>
    %1 = "stablehlo.constant"() {value = dense<[[0.428571433, 0.428571433, 0.142857149, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.250000e-01, 3.750000e-01, 3.750000e-01, 1.250000e-01, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.142857149, 0.428571433, 0.428571433]]> : tensor<3x6xf32>} : () -> tensor<3x6xf32>
    %2 = "stablehlo.dot_general"(%0, %1) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x8x6xf32>, tensor<3x6xf32>) -> tensor<1x8x3xf32>
    %3 = "stablehlo.constant"() {value = dense<[[0.428571433, 0.428571433, 0.142857149, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.250000e-01, 3.750000e-01, 3.750000e-01, 1.250000e-01, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 1.250000e-01, 3.750000e-01, 3.750000e-01, 1.250000e-01, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.142857149, 0.428571433, 0.428571433]]> : tensor<4x8xf32>} : () -> tensor<4x8xf32>
    %4 = "stablehlo.dot_general"(%3, %2) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<4x8xf32>, tensor<1x8x3xf32>) -> tensor<4x1x3xf32>
    %5 = "stablehlo.reshape"(%4) : (tensor<4x1x3xf32>) -> tensor<1x4x3xf32>
    %6 = "stablehlo.reshape"(%5) : (tensor<1x4x3xf32>) -> tensor<1x1x4x3xf32>
    return %6 : tensor<1x1x4x3xf32>
  }
}
