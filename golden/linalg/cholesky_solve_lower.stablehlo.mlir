module {
  func.func @main(%arg0: tensor<4x2xf32>, %arg1: tensor<4x4xf32>) -> tensor<4x2xf32> {
    %0 = "stablehlo.triangular_solve"(%arg1, %arg0) {left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false} : (tensor<4x4xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    %1 = "stablehlo.triangular_solve"(%arg1, %0) {left_side = true, lower = true, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = false} : (tensor<4x4xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    return %1 : tensor<4x2xf32>
  }
}
