module {
  func.func @main(%arg0: tensor<4xi64>, %arg1: tensor<3x5xi64>, %arg2: tensor<5x4xi64>) -> tensor<3x4xi64> {
    %0 = "stablehlo.dot_general"(%arg1, %arg2) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<3x5xi64>, tensor<5x4xi64>) -> tensor<3x4xi64>
    %1 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x4xi64>
    %3 = "stablehlo.multiply"(%0, %2) : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi64>
    %4 = "stablehlo.broadcast_in_dim"(%arg0) {broadcast_dimensions = array<i64: 1>} : (tensor<4xi64>) -> tensor<3x4xi64>
    %5 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x4xi64>
    %7 = "stablehlo.multiply"(%4, %6) : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi64>
    %8 = "stablehlo.add"(%7, %3) : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi64>
    return %8 : tensor<3x4xi64>
  }
}
