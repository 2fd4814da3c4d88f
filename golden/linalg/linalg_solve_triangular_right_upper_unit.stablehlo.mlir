module {
  func.func @main(%arg0: tensor<2x3x3xf32>, %arg1: tensor<2x4x3xf32>) -> tensor<2x4x3xf32> {
    %0 = "stablehlo.triangular_solve"(%arg0, %arg1) {left_side = false, lower = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = true} : (tensor<2x3x3xf32>, tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
    return %0 : tensor<2x4x3xf32>
  }
}
