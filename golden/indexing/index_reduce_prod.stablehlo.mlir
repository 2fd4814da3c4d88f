module {
  func.func @main(%arg0: tensor<4x3xf32>, %arg1: tensor<3xi64>, %arg2: tensor<3x3xf32>) -> tensor<4x3xf32> {
    %0 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi64>) -> tensor<3x3xi64>
    %1 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x3xi64>
    %3 = "stablehlo.compare"(%0, %2) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %4 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x3xi64>
    %6 = "stablehlo.add"(%0, %5) : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi64>
    %7 = "stablehlo.select"(%3, %6, %0) : (tensor<3x3xi1>, tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi64>
    %8 = "stablehlo.reshape"(%7) : (tensor<3x3xi64>) -> tensor<3x3x1xi64>
    %9 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<3x3xi64>
    %10 = "stablehlo.reshape"(%9) : (tensor<3x3xi64>) -> tensor<3x3x1xi64>
    %11 = "stablehlo.concatenate"(%8, %10) {dimension = 2 : i64} : (tensor<3x3x1xi64>, tensor<3x3x1xi64>) -> tensor<3x3x2xi64>
    %12 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x3xi64>
    %14 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %15 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4x3xi64>
    %16 = "stablehlo.scatter"(%15, %11, %13) ({
    ^bb0(%arg3: tensor<i64>, %arg4: tensor<i64>):
      %23 = "stablehlo.add"(%arg3, %arg4) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%23) : (tensor<i64>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>} : (tensor<4x3xi64>, tensor<3x3x2xi64>, tensor<3x3xi64>) -> tensor<4x3xi64>
    %17 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %18 = "stablehlo.broadcast_in_dim"(%17) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4x3xi64>
    %19 = "stablehlo.compare"(%16, %18) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<4x3xi64>, tensor<4x3xi64>) -> tensor<4x3xi1>
    %20 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x3xf32>
    %22 = "stablehlo.scatter"(%arg0, %11, %arg2) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %23 = "stablehlo.multiply"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%23) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>} : (tensor<4x3xf32>, tensor<3x3x2xi64>, tensor<3x3xf32>) -> tensor<4x3xf32>
    return %22 : tensor<4x3xf32>
  }
}
