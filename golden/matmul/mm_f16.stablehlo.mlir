module {
  func.func @main(%arg0: tensor<8x16xf16>, %arg1: tensor<16x4xf16>) -> tensor<8x4xf16> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<8x16xf16>) -> tensor<8x16xf32>
    %1 = "stablehlo.convert"(%arg1) : (tensor<16x4xf16>) -> tensor<16x4xf32>
    %2 = "stablehlo.dot_general"(%0, %1) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
    %3 = "stablehlo.convert"(%2) : (tensor<8x4xf32>) -> tensor<8x4xf16>
    return %3 : tensor<8x4xf16>
  }
}
