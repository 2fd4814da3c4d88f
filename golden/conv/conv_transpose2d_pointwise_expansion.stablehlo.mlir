module {
  func.func @main(%arg0: tensor<2x3x4x5xf32>, %arg1: tensor<3x7x1x1xf32>, %arg2: tensor<7xf32>) -> tensor<2x7x4x5xf32> {
    %0 = "stablehlo.reshape"(%arg1) : (tensor<3x7x1x1xf32>) -> tensor<1x3x7x1x1xf32>
    %1 = "stablehlo.transpose"(%0) {permutation = array<i64: 0, 2, 1, 3, 4>} : (tensor<1x3x7x1x1xf32>) -> tensor<1x7x3x1x1xf32>
    %2 = "stablehlo.reshape"(%1) : (tensor<1x7x3x1x1xf32>) -> tensor<7x3x1x1xf32>
    %3 = "stablehlo.reverse"(%2) {dimensions = array<i64: 2, 3>} : (tensor<7x3x1x1xf32>) -> tensor<7x3x1x1xf32>
    %4 = "stablehlo.reshape"(%arg0) : (tensor<2x3x4x5xf32>) -> tensor<2x3x20xf32>
    %5 = "stablehlo.reshape"(%3) : (tensor<7x3x1x1xf32>) -> tensor<7x3xf32>
    %6 = "stablehlo.dot_general"(%5, %4) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<7x3xf32>, tensor<2x3x20xf32>) -> tensor<7x2x20xf32>
    %7 = "stablehlo.transpose"(%6) {permutation = array<i64: 1, 0, 2>} : (tensor<7x2x20xf32>) -> tensor<2x7x20xf32>
    %8 = "stablehlo.reshape"(%7) : (tensor<2x7x20xf32>) -> tensor<2x7x4x5xf32>
    %9 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 1>} : (tensor<7xf32>) -> tensor<2x7x4x5xf32>
    %10 = "stablehlo.add"(%8, %9) : (tensor<2x7x4x5xf32>, tensor<2x7x4x5xf32>) -> tensor<2x7x4x5xf32>
    return %10 : tensor<2x7x4x5xf32>
  }
}
