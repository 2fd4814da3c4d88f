module {
  func.func @main(%arg0: tensor<2x3x8xbf16>, %arg1: tensor<2x8x4xbf16>) -> tensor<2x3x4xbf16> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<2x3x8xbf16>) -> tensor<2x3x8xf32>
    %1 = "stablehlo.convert"(%arg1) : (tensor<2x8x4xbf16>) -> tensor<2x8x4xf32>
    %2 = "stablehlo.dot_general"(%0, %1) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x3x8xf32>, tensor<2x8x4xf32>) -> tensor<2x3x4xf32>
    %3 = "stablehlo.convert"(%2) : (tensor<2x3x4xf32>) -> tensor<2x3x4xbf16>
    return %3 : tensor<2x3x4xbf16>
  }
}
