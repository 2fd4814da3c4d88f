module {
  func.func @main(%arg0: tensor<4xi64>, %arg1: tensor<5xi64>, %arg2: tensor<5xi64>) -> tensor<4xi64> {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<5xi64>
    %2 = "stablehlo.compare"(%arg1, %1) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %3 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<5xi64>
    %5 = "stablehlo.add"(%arg1, %4) : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %6 = "stablehlo.select"(%2, %5, %arg1) : (tensor<5xi1>, tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %7 = "stablehlo.reshape"(%6) : (tensor<5xi64>) -> tensor<5x1xi64>
    %8 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %9 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<5xi64>
    %10 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %11 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4xi64>
    %12 = "stablehlo.scatter"(%11, %7, %9) ({
    ^bb0(%arg3: tensor<i64>, %arg4: tensor<i64>):
      %35 = "stablehlo.add"(%arg3, %arg4) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%35) : (tensor<i64>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<4xi64>, tensor<5x1xi64>, tensor<5xi64>) -> tensor<4xi64>
    %13 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4xi64>
    %15 = "stablehlo.compare"(%12, %14) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %16 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4xi64>
    %18 = "stablehlo.select"(%15, %17, %arg0) : (tensor<4xi1>, tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %19 = "stablehlo.scatter"(%18, %7, %arg2) ({
    ^bb0(%arg3: tensor<i64>, %arg4: tensor<i64>):
      %35 = "stablehlo.add"(%arg3, %arg4) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%35) : (tensor<i64>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<4xi64>, tensor<5x1xi64>, tensor<5xi64>) -> tensor<4xi64>
    %20 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4xi64>
    %22 = "stablehlo.maximum"(%12, %21) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %23 = "stablehlo.divide"(%19, %22) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %24 = "stablehlo.remainder"(%19, %22) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %25 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %26 = "stablehlo.broadcast_in_dim"(%25) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4xi64>
    %27 = "stablehlo.compare"(%24, %26) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %28 = "stablehlo.compare"(%19, %26) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %29 = "stablehlo.and"(%27, %28) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %30 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %31 = "stablehlo.broadcast_in_dim"(%30) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4xi64>
    %32 = "stablehlo.subtract"(%23, %31) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %33 = "stablehlo.select"(%29, %32, %23) : (tensor<4xi1>, tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %34 = "stablehlo.select"(%15, %33, %19) : (tensor<4xi1>, tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    return %34 : tensor<4xi64>
  }
}
