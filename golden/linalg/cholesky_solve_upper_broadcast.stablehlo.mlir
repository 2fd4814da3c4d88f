module {
  func.func @main(%arg0: tensor<2x3x1xf32>, %arg1: tensor<3x3xf32>) -> tensor<2x3x1xf32> {
    %0 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf32>) -> tensor<2x3x3xf32>
    %1 = "stablehlo.triangular_solve"(%0, %arg0) {left_side = true, lower = false, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = false} : (tensor<2x3x3xf32>, tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
    %2 = "stablehlo.triangular_solve"(%0, %1) {left_side = true, lower = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false} : (tensor<2x3x3xf32>, tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
    return %2 : tensor<2x3x1xf32>
  }
}
