module {
  func.func @main(%arg0: tensor<2x3x4x4xf16>, %arg1: tensor<8x3x1x1xf16>, %arg2: tensor<8xf16>) -> tensor<2x8x4x4xf16> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<2x3x4x4xf16>) -> tensor<2x3x4x4xf32>
    %1 = "stablehlo.convert"(%arg1) : (tensor<8x3x1x1xf16>) -> tensor<8x3x1x1xf32>
    %2 = "stablehlo.reshape"(%0) : (tensor<2x3x4x4xf32>) -> tensor<2x3x16xf32>
    %3 = "stablehlo.reshape"(%1) : (tensor<8x3x1x1xf32>) -> tensor<8x3xf32>
    %4 = "stablehlo.dot_general"(%3, %2) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<8x3xf32>, tensor<2x3x16xf32>) -> tensor<8x2x16xf32>
    %5 = "stablehlo.reshape"(%4) : (tensor<8x2x16xf32>) -> tensor<8x2x4x4xf32>
    %6 = "stablehlo.transpose"(%5) {permutation = array<i64: 1, 0, 2, 3>} : (tensor<8x2x4x4xf32>) -> tensor<2x8x4x4xf32>
    %7 = "stablehlo.convert"(%arg2) : (tensor<8xf16>) -> tensor<8xf32>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<2x8x4x4xf32>
    %9 = "stablehlo.add"(%6, %8) : (tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %10 = "stablehlo.convert"(%9) : (tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf16>
    return %10 : tensor<2x8x4x4xf16>
  }
}
