module {
  func.func @main(%arg0: tensor<16xf16>, %arg1: tensor<16xf16>) -> tensor<f16> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<16xf16>) -> tensor<16xf32>
    %1 = "stablehlo.convert"(%arg1) : (tensor<16xf16>) -> tensor<16xf32>
    %2 = "stablehlo.dot_general"(%0, %1) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<16xf32>, tensor<16xf32>) -> tensor<f32>
    %3 = "stablehlo.convert"(%2) : (tensor<f32>) -> tensor<f16>
    return %3 : tensor<f16>
  }
}
