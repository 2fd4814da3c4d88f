module {
  func.func @main(%arg0: tensor<512xf32>, %arg1: tensor<64x256xf32>, %arg2: tensor<512x256xf32>) -> tensor<64x512xf32> {
    %0 = "stablehlo.transpose"(%arg2) {permutation = array<i64: 1, 0>} : (tensor<512x256xf32>) -> tensor<256x512xf32>
    %1 = "stablehlo.dot_general"(%arg2, %arg1) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<512x256xf32>, tensor<64x256xf32>) -> tensor<512x64xf32>
    %2 = "stablehlo.optimization_barrier"(%1) : (tensor<512x64xf32>) -> tensor<512x64xf32>
    %3 = "stablehlo.transpose"(%2) {permutation = array<i64: 1, 0>} : (tensor<512x64xf32>) -> tensor<64x512xf32>
    %4 = "stablehlo.broadcast_in_dim"(%arg0) {broadcast_dimensions = array<i64: 1>} : (tensor<512xf32>) -> tensor<64x512xf32>
    %5 = "stablehlo.add"(%4, %3) : (tensor<64x512xf32>, tensor<64x512xf32>) -> tensor<64x512xf32>
    return %5 : tensor<64x512xf32>
  }
}
