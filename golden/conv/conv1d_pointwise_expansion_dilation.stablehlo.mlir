module {
  func.func @main(%arg0: tensor<2x4x7xf32>, %arg1: tensor<6x4x1xf32>) -> tensor<2x6x7xf32> {
    %0 = "stablehlo.reshape"(%arg1) : (tensor<6x4x1xf32>) -> tensor<6x4xf32>
    %1 = "stablehlo.dot_general"(%0, %arg0) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<6x4xf32>, tensor<2x4x7xf32>) -> tensor<6x2x7xf32>
    %2 = "stablehlo.transpose"(%1) {permutation = array<i64: 1, 0, 2>} : (tensor<6x2x7xf32>) -> tensor<2x6x7xf32>
    return %2 : tensor<2x6x7xf32>
  }
}
