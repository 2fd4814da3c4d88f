module {
  func.func @main(%arg0: tensor<2x3x4x5xf32>, %arg1: tensor<3x7x1x1xf32>, %arg2: tensor<7xf32>) -> tensor<2x7x4x5xf32> {
    %0 = "stablehlo.reshape"(%arg1) : (tensor<3x7x1x1xf32>) -> tensor<1x3x7x1x1xf32>
    %1 = "stablehlo.reshape"(%0) : (tensor<1x3x7x1x1xf32>) -> tensor<3x7x1x1xf32>
    %2 = "stablehlo.transpose"(%1) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<3x7x1x1xf32>) -> tensor<7x3x1x1xf32>
    %3 = "stablehlo.reverse"(%2) {dimensions = array<i64: 2, 3>} : (tensor<7x3x1x1xf32>) -> tensor<7x3x1x1xf32>
    %4 = "stablehlo.reshape"(%arg0) : (tensor<2x3x4x5xf32>) -> tensor<2x3x20xf32>
    %5 = "stablehlo.reshape"(%3) : (tensor<7x3x1x1xf32>) -> tensor<7x3xf32>
    %6 = "stablehlo.dot_general"(%5, %4) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<7x3xf32>, tensor<2x3x20xf32>) -> tensor<7x2x20xf32>
    %7 = "stablehlo.reshape"(%6) : (tensor<7x2x20xf32>) -> tensor<7x2x4x5xf32>
    %8 = "stablehlo.transpose"(%7) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<7x2x4x5xf32>) -> tensor<2x7x4x5xf32>
    %9 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 1>} : (tensor<7xf32>) -> tensor<2x7x4x5xf32>
    %10 = "stablehlo.add"(%8, %9) : (tensor<2x7x4x5xf32>, tensor<2x7x4x5xf32>) -> tensor<2x7x4x5xf32>
    return %10 : tensor<2x7x4x5xf32>
  }
}
