module {
  func.func @main(%arg0: tensor<3x5xi32>, %arg1: tensor<5xi32>) -> tensor<3xi32> {
    %0 = "stablehlo.dot_general"(%arg0, %arg1) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<3x5xi32>, tensor<5xi32>) -> tensor<3xi32>
    return %0 : tensor<3xi32>
  }
}
