module {
  func.func @main(%arg0: tensor<128x256xf32>, %arg1: tensor<512x256xf32>) -> tensor<128x512xf32> {
    %0 = "stablehlo.transpose"(%arg1) {permutation = array<i64: 1, 0>} : (tensor<512x256xf32>) -> tensor<256x512xf32>
    %1 = "stablehlo.dot_general"(%arg0, %0) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<128x256xf32>, tensor<256x512xf32>) -> tensor<128x512xf32>
    return %1 : tensor<128x512xf32>
  }
}
