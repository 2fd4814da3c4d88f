module {
  func.func @main(%arg0: tensor<512xf32>, %arg1: tensor<64x256xf32>, %arg2: tensor<512x256xf32>) -> tensor<64x512xf32> {
    %0 = "stablehlo.dot_general"(%arg2, %arg1) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<512x256xf32>, tensor<64x256xf32>) -> tensor<512x64xf32>
    %1 = "stablehlo.optimization_barrier"(%0) : (tensor<512x64xf32>) -> tensor<512x64xf32>
    %2 = "stablehlo.transpose"(%1) {permutation = array<i64: 1, 0>} : (tensor<512x64xf32>) -> tensor<64x512xf32>
    %3 = "stablehlo.broadcast_in_dim"(%arg0) {broadcast_dimensions = array<i64: 1>} : (tensor<512xf32>) -> tensor<64x512xf32>
    %4 = "stablehlo.add"(%3, %2) : (tensor<64x512xf32>, tensor<64x512xf32>) -> tensor<64x512xf32>
    return %4 : tensor<64x512xf32>
  }
}
