module {
  func.func @main(%arg0: tensor<1x2x9x6xf32>) -> tensor<1x2x4x3xf32> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<1x2x9x6xf32>) -> tensor<2x9x6xf32>
    %1 = "stablehlo.constant"() {value = dense<[[0.351811916, 0.421268314, 0.242666081, 0.0295513291, -0.0317084342, -0.0135892415], [-0.027851522, 0.0259567983, 0.213148952, 0.370026559, 0.309018612, 0.109700657], [0.000000e+00, -0.00451143039, -0.0626566634, -0.0406016819, 0.290225655, 0.817544102]]> : tensor<3x6xf32>} : () -> tensor<3x6xf32>
    %2 = "stablehlo.dot_general"(%0, %1) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x9x6xf32>, tensor<3x6xf32>) -> tensor<2x9x3xf32>
    %3 = "stablehlo.constant"() {value = dense<[[0.323768675, 0.400088757, 0.261351883, 0.0622688941, -0.024996303, -0.0217423458, -7.3953555E-4, 0.000000e+00, 0.000000e+00], [-0.0274339095, 0.014374462, 0.176801339, 0.342493087, 0.342493087, 0.176801339, 0.014374462, -0.0274339095, -0.0124699585], [0.000000e+00, -6.58155361E-4, -0.0193522014, -0.0222485475, 0.0554238558, 0.232622355, 0.356108397, 0.288177967, 0.109926298], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, -0.014332734, -0.069459796, -0.0275636502, 0.306872338, 0.80448383]]> : tensor<4x9xf32>} : () -> tensor<4x9xf32>
    %4 = "stablehlo.dot_general"(%3, %2) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<4x9xf32>, tensor<2x9x3xf32>) -> tensor<4x2x3xf32>
    %5 = "stablehlo.reshape"(%4) : (tensor<4x2x3xf32>) -> tensor<4x2x3x1xf32>
    %6 = "stablehlo.transpose"(%5) {permutation = array<i64: 3, 1, 0, 2>} : (tensor<4x2x3x1xf32>) -> tensor<1x2x4x3xf32>
    return %6 : tensor<1x2x4x3xf32>
  }
}
