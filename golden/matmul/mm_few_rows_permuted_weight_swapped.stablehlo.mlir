module {
  func.func @main(%arg0: tensor<32x256xf32>, %arg1: tensor<384x256xf32>) -> tensor<32x384xf32> {
    %0 = "stablehlo.dot_general"(%arg1, %arg0) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<384x256xf32>, tensor<32x256xf32>) -> tensor<384x32xf32>
    %1 = "stablehlo.optimization_barrier"(%0) : (tensor<384x32xf32>) -> tensor<384x32xf32>
    %2 = "stablehlo.transpose"(%1) {permutation = array<i64: 1, 0>} : (tensor<384x32xf32>) -> tensor<32x384xf32>
    return %2 : tensor<32x384xf32>
  }
}
