module {
  func.func @main(%arg0: tensor<2x4xf32>, %arg1: tensor<3xi64>, %arg2: tensor<2x3xf32>) -> tensor<2x4xf32> {
    %0 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 1>} : (tensor<3xi64>) -> tensor<2x3xi64>
    %1 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x3xi64>
    %2 = "stablehlo.reshape"(%1) : (tensor<2x3xi64>) -> tensor<2x3x1xi64>
    %3 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
    %5 = "stablehlo.compare"(%0, %4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi1>
    %6 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
    %8 = "stablehlo.add"(%0, %7) : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %9 = "stablehlo.select"(%5, %8, %0) : (tensor<2x3xi1>, tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %10 = "stablehlo.reshape"(%9) : (tensor<2x3xi64>) -> tensor<2x3x1xi64>
    %11 = "stablehlo.concatenate"(%2, %10) {dimension = 2 : i64} : (tensor<2x3x1xi64>, tensor<2x3x1xi64>) -> tensor<2x3x2xi64>
    %12 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
    %14 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %15 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x4xi64>
    %16 = "stablehlo.scatter"(%15, %11, %13) ({
    ^bb0(%arg3: tensor<i64>, %arg4: tensor<i64>):
      %30 = "stablehlo.add"(%arg3, %arg4) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%30) : (tensor<i64>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>} : (tensor<2x4xi64>, tensor<2x3x2xi64>, tensor<2x3xi64>) -> tensor<2x4xi64>
    %17 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %18 = "stablehlo.broadcast_in_dim"(%17) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x4xi64>
    %19 = "stablehlo.compare"(%16, %18) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<2x4xi64>, tensor<2x4xi64>) -> tensor<2x4xi1>
    %20 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x4xf32>
    %22 = "stablehlo.select"(%19, %21, %arg0) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %23 = "stablehlo.scatter"(%22, %11, %arg2) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %30 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%30) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>} : (tensor<2x4xf32>, tensor<2x3x2xi64>, tensor<2x3xf32>) -> tensor<2x4xf32>
    %24 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %25 = "stablehlo.broadcast_in_dim"(%24) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x4xi64>
    %26 = "stablehlo.maximum"(%16, %25) : (tensor<2x4xi64>, tensor<2x4xi64>) -> tensor<2x4xi64>
    %27 = "stablehlo.convert"(%26) : (tensor<2x4xi64>) -> tensor<2x4xf32>
    %28 = "stablehlo.divide"(%23, %27) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %29 = "stablehlo.select"(%19, %28, %23) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    return %29 : tensor<2x4xf32>
  }
}
