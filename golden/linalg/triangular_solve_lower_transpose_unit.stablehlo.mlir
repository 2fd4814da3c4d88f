module {
  func.func @main(%arg0: tensor<2x3x2xf32>, %arg1: tensor<3x3xf32>) -> (tensor<2x3x2xf32>, tensor<2x3x3xf32>) {
    %0 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xf32>) -> tensor<2x3x3xf32>
    %1 = "stablehlo.triangular_solve"(%0, %arg0) {left_side = true, lower = true, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = true} : (tensor<2x3x3xf32>, tensor<2x3x2xf32>) -> tensor<2x3x2xf32>
    return %1, %0 : tensor<2x3x2xf32>, tensor<2x3x3xf32>
  }
}
