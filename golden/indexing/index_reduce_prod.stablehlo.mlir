module {
  func.func @main(%arg0: tensor<4x3xf32>, %arg1: tensor<3xi64>, %arg2: tensor<3x3xf32>) -> (tensor<4x3xf32>, tensor<1xi1>) {
    %0 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi64>) -> tensor<3x3xi64>
    %1 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x3xi64>
    %3 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x3xi64>
    %5 = "stablehlo.compare"(%0, %2) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %6 = "stablehlo.compare"(%0, %4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %7 = "stablehlo.or"(%5, %6) : (tensor<3x3xi1>, tensor<3x3xi1>) -> tensor<3x3xi1>
    %8 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %9 = "stablehlo.reduce"(%7, %8) ({
    ^bb0(%arg3: tensor<i1>, %arg4: tensor<i1>):
      %32 = "stablehlo.or"(%arg3, %arg4) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%32) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<3x3xi1>, tensor<i1>) -> tensor<i1>
    %10 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %11 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x3xi64>
    %12 = "stablehlo.compare"(%0, %11) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %13 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x3xi64>
    %15 = "stablehlo.add"(%0, %14) : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi64>
    %16 = "stablehlo.select"(%12, %15, %0) : (tensor<3x3xi1>, tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi64>
    %17 = "stablehlo.reshape"(%16) : (tensor<3x3xi64>) -> tensor<3x3x1xi64>
    %18 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<3x3xi64>
    %19 = "stablehlo.reshape"(%18) : (tensor<3x3xi64>) -> tensor<3x3x1xi64>
    %20 = "stablehlo.concatenate"(%17, %19) {dimension = 2 : i64} : (tensor<3x3x1xi64>, tensor<3x3x1xi64>) -> tensor<3x3x2xi64>
    %21 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %22 = "stablehlo.broadcast_in_dim"(%21) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x3xi64>
    %23 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %24 = "stablehlo.broadcast_in_dim"(%23) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4x3xi64>
    %25 = "stablehlo.scatter"(%24, %20, %22) ({
    ^bb0(%arg3: tensor<i64>, %arg4: tensor<i64>):
      %32 = "stablehlo.add"(%arg3, %arg4) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%32) : (tensor<i64>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>} : (tensor<4x3xi64>, tensor<3x3x2xi64>, tensor<3x3xi64>) -> tensor<4x3xi64>
    %26 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %27 = "stablehlo.broadcast_in_dim"(%26) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4x3xi64>
    %28 = "stablehlo.compare"(%25, %27) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<4x3xi64>, tensor<4x3xi64>) -> tensor<4x3xi1>
    %29 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %30 = "stablehlo.scatter"(%arg0, %20, %arg2) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %32 = "stablehlo.multiply"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%32) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>} : (tensor<4x3xf32>, tensor<3x3x2xi64>, tensor<3x3xf32>) -> tensor<4x3xf32>
    %31 = "stablehlo.reshape"(%9) : (tensor<i1>) -> tensor<1xi1>
    return %30, %31 : tensor<4x3xf32>, tensor<1xi1>
  }
}
