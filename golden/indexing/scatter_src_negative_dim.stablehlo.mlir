module {
  func.func @main(%arg0: tensor<2x5xi64>, %arg1: tensor<2x3xi64>, %arg2: tensor<2x3xi64>) -> tensor<2x5xi64> {
    %0 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x3xi64>
    %1 = "stablehlo.reshape"(%0) : (tensor<2x3xi64>) -> tensor<2x3x1xi64>
    %2 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
    %4 = "stablehlo.compare"(%arg1, %3) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi1>
    %5 = "stablehlo.constant"() {value = dense<5> : tensor<i64>} : () -> tensor<i64>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
    %7 = "stablehlo.add"(%arg1, %6) : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %8 = "stablehlo.select"(%4, %7, %arg1) : (tensor<2x3xi1>, tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %9 = "stablehlo.reshape"(%8) : (tensor<2x3xi64>) -> tensor<2x3x1xi64>
    %10 = "stablehlo.concatenate"(%1, %9) {dimension = 2 : i64} : (tensor<2x3x1xi64>, tensor<2x3x1xi64>) -> tensor<2x3x2xi64>
    %11 = "stablehlo.scatter"(%arg0, %10, %arg2) ({
    ^bb0(%arg3: tensor<i64>, %arg4: tensor<i64>):
      "stablehlo.return"(%arg4) : (tensor<i64>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>} : (tensor<2x5xi64>, tensor<2x3x2xi64>, tensor<2x3xi64>) -> tensor<2x5xi64>
    return %11 : tensor<2x5xi64>
  }
}
