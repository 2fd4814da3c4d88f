module {
  func.func @main(%arg0: tensor<2x3xi32>, %arg1: tensor<2x4xi64>, %arg2: tensor<2x4xi32>) -> (tensor<2x3xi32>, tensor<1xi1>) {
    %0 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x4xi64>
    %1 = "stablehlo.reshape"(%0) : (tensor<2x4xi64>) -> tensor<2x4x1xi64>
    %2 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x4xi64>
    %4 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x4xi64>
    %6 = "stablehlo.compare"(%arg1, %3) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2x4xi64>, tensor<2x4xi64>) -> tensor<2x4xi1>
    %7 = "stablehlo.compare"(%arg1, %5) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<2x4xi64>, tensor<2x4xi64>) -> tensor<2x4xi1>
    %8 = "stablehlo.or"(%6, %7) : (tensor<2x4xi1>, tensor<2x4xi1>) -> tensor<2x4xi1>
    %9 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %10 = "stablehlo.reduce"(%8, %9) ({
    ^bb0(%arg3: tensor<i1>, %arg4: tensor<i1>):
      %31 = "stablehlo.or"(%arg3, %arg4) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%31) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<2x4xi1>, tensor<i1>) -> tensor<i1>
    %11 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x4xi64>
    %13 = "stablehlo.compare"(%arg1, %12) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2x4xi64>, tensor<2x4xi64>) -> tensor<2x4xi1>
    %14 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %15 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x4xi64>
    %16 = "stablehlo.add"(%arg1, %15) : (tensor<2x4xi64>, tensor<2x4xi64>) -> tensor<2x4xi64>
    %17 = "stablehlo.select"(%13, %16, %arg1) : (tensor<2x4xi1>, tensor<2x4xi64>, tensor<2x4xi64>) -> tensor<2x4xi64>
    %18 = "stablehlo.reshape"(%17) : (tensor<2x4xi64>) -> tensor<2x4x1xi64>
    %19 = "stablehlo.concatenate"(%1, %18) {dimension = 2 : i64} : (tensor<2x4x1xi64>, tensor<2x4x1xi64>) -> tensor<2x4x2xi64>
    %20 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x4xi64>
    %22 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %23 = "stablehlo.broadcast_in_dim"(%22) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
    %24 = "stablehlo.scatter"(%23, %19, %21) ({
    ^bb0(%arg3: tensor<i64>, %arg4: tensor<i64>):
      %31 = "stablehlo.add"(%arg3, %arg4) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%31) : (tensor<i64>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>} : (tensor<2x3xi64>, tensor<2x4x2xi64>, tensor<2x4xi64>) -> tensor<2x3xi64>
    %25 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %26 = "stablehlo.broadcast_in_dim"(%25) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
    %27 = "stablehlo.compare"(%24, %26) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi1>
    %28 = "stablehlo.constant"() {value = dense<2147483647> : tensor<i32>} : () -> tensor<i32>
    %29 = "stablehlo.scatter"(%arg0, %19, %arg2) ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      %31 = "stablehlo.minimum"(%arg3, %arg4) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%31) : (tensor<i32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>} : (tensor<2x3xi32>, tensor<2x4x2xi64>, tensor<2x4xi32>) -> tensor<2x3xi32>
    %30 = "stablehlo.reshape"(%10) : (tensor<i1>) -> tensor<1xi1>
    return %29, %30 : tensor<2x3xi32>, tensor<1xi1>
  }
}
