module {
  func.func @main(%arg0: tensor<7xi64>, %arg1: tensor<7xi64>) -> tensor<i64> {
    %0 = "stablehlo.dot_general"(%arg0, %arg1) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>} : (tensor<7xi64>, tensor<7xi64>) -> tensor<i64>
    return %0 : tensor<i64>
  }
}
