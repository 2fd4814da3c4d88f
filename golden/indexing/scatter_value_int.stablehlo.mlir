module {
  func.func @main(%arg0: tensor<4x3xi64>, %arg1: tensor<2x3xi64>) -> tensor<4x3xi64> {
    %0 = "stablehlo.constant"() {value = dense<-1> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
    %2 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
    %4 = "stablehlo.compare"(%arg1, %3) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi1>
    %5 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
    %7 = "stablehlo.add"(%arg1, %6) : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %8 = "stablehlo.select"(%4, %7, %arg1) : (tensor<2x3xi1>, tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %9 = "stablehlo.reshape"(%8) : (tensor<2x3xi64>) -> tensor<2x3x1xi64>
    %10 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3xi64>
    %11 = "stablehlo.reshape"(%10) : (tensor<2x3xi64>) -> tensor<2x3x1xi64>
    %12 = "stablehlo.concatenate"(%9, %11) {dimension = 2 : i64} : (tensor<2x3x1xi64>, tensor<2x3x1xi64>) -> tensor<2x3x2xi64>
    %13 = "stablehlo.scatter"(%arg0, %12, %1) ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<i64>):
      "stablehlo.return"(%arg3) : (tensor<i64>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>} : (tensor<4x3xi64>, tensor<2x3x2xi64>, tensor<2x3xi64>) -> tensor<4x3xi64>
    return %13 : tensor<4x3xi64>
  }
}
