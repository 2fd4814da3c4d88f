module {
  func.func @main(%arg0: tensor<3x4xi64>, %arg1: tensor<4x2xi64>) -> tensor<3x2xi64> {
    %0 = "stablehlo.dot_general"(%arg0, %arg1) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<3x4xi64>, tensor<4x2xi64>) -> tensor<3x2xi64>
    return %0 : tensor<3x2xi64>
  }
}
