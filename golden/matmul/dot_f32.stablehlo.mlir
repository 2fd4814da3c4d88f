module {
  func.func @main(%arg0: tensor<7xf32>, %arg1: tensor<7xf32>) -> tensor<f32> {
    %0 = "stablehlo.dot_general"(%arg0, %arg1) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<7xf32>, tensor<7xf32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
}
