module {
  func.func @main(%arg0: tensor<2x3xi32>, %arg1: tensor<2x4xi64>, %arg2: tensor<2x4xi32>) -> tensor<2x3xi32> {
    %0 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x4xi64>
    %1 = "stablehlo.reshape"(%0) : (tensor<2x4xi64>) -> tensor<2x4x1xi64>
    %2 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x4xi64>
    %4 = "stablehlo.compare"(%arg1, %3) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2x4xi64>, tensor<2x4xi64>) -> tensor<2x4xi1>
    %5 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x4xi64>
    %7 = "stablehlo.add"(%arg1, %6) : (tensor<2x4xi64>, tensor<2x4xi64>) -> tensor<2x4xi64>
    %8 = "stablehlo.select"(%4, %7, %arg1) : (tensor<2x4xi1>, tensor<2x4xi64>, tensor<2x4xi64>) -> tensor<2x4xi64>
    %9 = "stablehlo.reshape"(%8) : (tensor<2x4xi64>) -> tensor<2x4x1xi64>
    %10 = "stablehlo.concatenate"(%1, %9) {dimension = 2 : i64} : (tensor<2x4x1xi64>, tensor<2x4x1xi64>) -> tensor<2x4x2xi64>
    %11 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x4xi64>
    %13 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
    %15 = "stablehlo.scatter"(%14, %10, %12) ({
    ^bb0(%arg3: tensor<i64>, %arg4: tensor<i64>):
      %22 = "stablehlo.add"(%arg3, %arg4) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%22) : (tensor<i64>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>} : (tensor<2x3xi64>, tensor<2x4x2xi64>, tensor<2x4xi64>) -> tensor<2x3xi64>
    %16 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
    %18 = "stablehlo.compare"(%15, %17) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi1>
    %19 = "stablehlo.constant"() {value = dense<2147483647> : tensor<i32>} : () -> tensor<i32>
    %20 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2x3xi32>
    %21 = "stablehlo.scatter"(%arg0, %10, %arg2) ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      %22 = "stablehlo.minimum"(%arg3, %arg4) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%22) : (tensor<i32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>} : (tensor<2x3xi32>, tensor<2x4x2xi64>, tensor<2x4xi32>) -> tensor<2x3xi32>
    return %21 : tensor<2x3xi32>
  }
}
