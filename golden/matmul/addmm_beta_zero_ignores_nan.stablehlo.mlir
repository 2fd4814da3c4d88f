module {
  func.func @main(%arg0: tensor<4xf32>, %arg1: tensor<3x5xf32>, %arg2: tensor<5x4xf32>) -> tensor<3x4xf32> {
    %0 = "stablehlo.dot_general"(%arg1, %arg2) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<3x5xf32>, tensor<5x4xf32>) -> tensor<3x4xf32>
    return %0 : tensor<3x4xf32>
  }
}
