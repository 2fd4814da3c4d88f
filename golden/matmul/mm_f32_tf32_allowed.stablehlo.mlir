module {
  func.func @main(%arg0: tensor<3x5xf32>, %arg1: tensor<5x4xf32>) -> tensor<3x4xf32> {
    %0 = "stablehlo.dot_general"(%arg0, %arg1) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<3x5xf32>, tensor<5x4xf32>) -> tensor<3x4xf32>
    return %0 : tensor<3x4xf32>
  }
}
