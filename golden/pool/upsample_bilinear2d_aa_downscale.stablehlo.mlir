module {
  func.func @main(%arg0: tensor<2x3x10x9xf32>) -> tensor<2x3x3x4xf32> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<2x3x10x9xf32>) -> tensor<6x10x9xf32>
    %1 = "stablehlo.constant"() {value = dense<[[0.371428579, 0.428571433, 2.000000e-01, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.0731707364, 0.268292665, 0.414634109, 0.219512179, 0.0243902281, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.0243902281, 0.219512179, 0.414634109, 0.268292665, 0.0731707364, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 2.000000e-01, 0.428571433, 0.371428579]]> : tensor<4x9xf32>} : () -> tensor<4x9xf32>
    %2 = "stablehlo.dot_general"(%0, %1) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<6x10x9xf32>, tensor<4x9xf32>) -> tensor<6x10x4xf32>
    %3 = "stablehlo.constant"() {value = dense<[[0.220338985, 0.322033912, 0.254237294, 0.152542382, 0.0508474335, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.075757578, 0.166666657, 0.25757578, 0.25757578, 0.166666657, 0.075757578, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.0508474708, 0.152542382, 0.254237324, 0.322033882, 0.220338926]]> : tensor<3x10xf32>} : () -> tensor<3x10xf32>
    %4 = "stablehlo.dot_general"(%3, %2) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<3x10xf32>, tensor<6x10x4xf32>) -> tensor<3x6x4xf32>
    %5 = "stablehlo.reshape"(%4) : (tensor<3x6x4xf32>) -> tensor<3x2x3x4xf32>
    %6 = "stablehlo.transpose"(%5) {permutation = array<i64: 1, 2, 0, 3>} : (tensor<3x2x3x4xf32>) -> tensor<2x3x3x4xf32>
    return %6 : tensor<2x3x3x4xf32>
  }
}
