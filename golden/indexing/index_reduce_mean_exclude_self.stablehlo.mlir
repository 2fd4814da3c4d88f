module {
  func.func @main(%arg0: tensor<2x4xf32>, %arg1: tensor<3xi64>, %arg2: tensor<2x3xf32>) -> (tensor<2x4xf32>, tensor<1xi1>) {
    %0 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 1>} : (tensor<3xi64>) -> tensor<2x3xi64>
    %1 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x3xi64>
    %2 = "stablehlo.reshape"(%1) : (tensor<2x3xi64>) -> tensor<2x3x1xi64>
    %3 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
    %5 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
    %7 = "stablehlo.compare"(%0, %4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi1>
    %8 = "stablehlo.compare"(%0, %6) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi1>
    %9 = "stablehlo.or"(%7, %8) : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
    %10 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %11 = "stablehlo.reduce"(%9, %10) ({
    ^bb0(%arg3: tensor<i1>, %arg4: tensor<i1>):
      %40 = "stablehlo.or"(%arg3, %arg4) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%40) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<2x3xi1>, tensor<i1>) -> tensor<i1>
    %12 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
    %14 = "stablehlo.compare"(%0, %13) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi1>
    %15 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %16 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
    %17 = "stablehlo.add"(%0, %16) : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %18 = "stablehlo.select"(%14, %17, %0) : (tensor<2x3xi1>, tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %19 = "stablehlo.reshape"(%18) : (tensor<2x3xi64>) -> tensor<2x3x1xi64>
    %20 = "stablehlo.concatenate"(%2, %19) {dimension = 2 : i64} : (tensor<2x3x1xi64>, tensor<2x3x1xi64>) -> tensor<2x3x2xi64>
    %21 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %22 = "stablehlo.broadcast_in_dim"(%21) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
    %23 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %24 = "stablehlo.broadcast_in_dim"(%23) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x4xi64>
    %25 = "stablehlo.scatter"(%24, %20, %22) ({
    ^bb0(%arg3: tensor<i64>, %arg4: tensor<i64>):
      %40 = "stablehlo.add"(%arg3, %arg4) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%40) : (tensor<i64>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>} : (tensor<2x4xi64>, tensor<2x3x2xi64>, tensor<2x3xi64>) -> tensor<2x4xi64>
    %26 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %27 = "stablehlo.broadcast_in_dim"(%26) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x4xi64>
    %28 = "stablehlo.compare"(%25, %27) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<2x4xi64>, tensor<2x4xi64>) -> tensor<2x4xi1>
    %29 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %30 = "stablehlo.broadcast_in_dim"(%29) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x4xf32>
    %31 = "stablehlo.select"(%28, %30, %arg0) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %32 = "stablehlo.scatter"(%31, %20, %arg2) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %40 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%40) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>} : (tensor<2x4xf32>, tensor<2x3x2xi64>, tensor<2x3xf32>) -> tensor<2x4xf32>
    %33 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %34 = "stablehlo.broadcast_in_dim"(%33) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x4xi64>
    %35 = "stablehlo.maximum"(%25, %34) : (tensor<2x4xi64>, tensor<2x4xi64>) -> tensor<2x4xi64>
    %36 = "stablehlo.convert"(%35) : (tensor<2x4xi64>) -> tensor<2x4xf32>
    %37 = "stablehlo.divide"(%32, %36) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %38 = "stablehlo.select"(%28, %37, %32) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %39 = "stablehlo.reshape"(%11) : (tensor<i1>) -> tensor<1xi1>
    return %38, %39 : tensor<2x4xf32>, tensor<1xi1>
  }
}
