module {
  func.func @main(%arg0: tensor<2x3x5x4xf32>, %arg1: tensor<8x3x1x1xf32>, %arg2: tensor<8xf32>) -> tensor<2x8x5x4xf32> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<2x3x5x4xf32>) -> tensor<2x3x20xf32>
    %1 = "stablehlo.reshape"(%arg1) : (tensor<8x3x1x1xf32>) -> tensor<8x3xf32>
    %2 = "stablehlo.dot_general"(%1, %0) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<8x3xf32>, tensor<2x3x20xf32>) -> tensor<8x2x20xf32>
    %3 = "stablehlo.reshape"(%2) : (tensor<8x2x20xf32>) -> tensor<8x2x5x4xf32>
    %4 = "stablehlo.transpose"(%3) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<8x2x5x4xf32>) -> tensor<2x8x5x4xf32>
    %5 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<2x8x5x4xf32>
    %6 = "stablehlo.add"(%4, %5) : (tensor<2x8x5x4xf32>, tensor<2x8x5x4xf32>) -> tensor<2x8x5x4xf32>
    return %6 : tensor<2x8x5x4xf32>
  }
}
