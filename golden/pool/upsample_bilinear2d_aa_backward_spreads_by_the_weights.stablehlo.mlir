module {
  func.func @main(%arg0: tensor<2x3x3x7xf32>) -> tensor<2x3x10x4xf32> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<2x3x3x7xf32>) -> tensor<6x3x7xf32>
    %1 = "stablehlo.constant"() {value = dense<[[1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.642857074, 0.357142925, 0.000000e+00, 0.000000e+00], [0.0714285373, 0.928571463, 0.000000e+00, 0.000000e+00], [0.000000e+00, 5.000000e-01, 5.000000e-01, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.928571224, 0.0714287758], [0.000000e+00, 0.000000e+00, 0.357142687, 0.642857313], [0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00]]> : tensor<7x4xf32>} : () -> tensor<7x4xf32>
    %2 = "stablehlo.dot_general"(%0, %1) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<6x3x7xf32>, tensor<7x4xf32>) -> tensor<6x3x4xf32>
    %3 = "stablehlo.constant"() {value = dense<[[0.220338985, 0.322033912, 0.254237294, 0.152542382, 0.0508474335, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.075757578, 0.166666657, 0.25757578, 0.25757578, 0.166666657, 0.075757578, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.0508474708, 0.152542382, 0.254237324, 0.322033882, 0.220338926]]> : tensor<3x10xf32>} : () -> tensor<3x10xf32>
    %4 = "stablehlo.dot_general"(%3, %2) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<3x10xf32>, tensor<6x3x4xf32>) -> tensor<10x6x4xf32>
    %5 = "stablehlo.reshape"(%4) : (tensor<10x6x4xf32>) -> tensor<10x2x3x4xf32>
    %6 = "stablehlo.transpose"(%5) {permutation = array<i64: 1, 2, 0, 3>} : (tensor<10x2x3x4xf32>) -> tensor<2x3x10x4xf32>
    return %6 : tensor<2x3x10x4xf32>
  }
}
