module {
  func.func @main(%arg0: tensor<3x4xf32>, %arg1: tensor<3x2xi64>) -> tensor<3x4xf32> {
    %0 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x2xf32>
    %2 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x2xi64>
    %3 = "stablehlo.reshape"(%2) : (tensor<3x2xi64>) -> tensor<3x2x1xi64>
    %4 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x2xi64>
    %6 = "stablehlo.compare"(%arg1, %5) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3x2xi64>, tensor<3x2xi64>) -> tensor<3x2xi1>
    %7 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x2xi64>
    %9 = "stablehlo.add"(%arg1, %8) : (tensor<3x2xi64>, tensor<3x2xi64>) -> tensor<3x2xi64>
    %10 = "stablehlo.select"(%6, %9, %arg1) : (tensor<3x2xi1>, tensor<3x2xi64>, tensor<3x2xi64>) -> tensor<3x2xi64>
    %11 = "stablehlo.reshape"(%10) : (tensor<3x2xi64>) -> tensor<3x2x1xi64>
    %12 = "stablehlo.concatenate"(%3, %11) {dimension = 2 : i64} : (tensor<3x2x1xi64>, tensor<3x2x1xi64>) -> tensor<3x2x2xi64>
    %13 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x2xi64>
    %15 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %16 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x4xi64>
    %17 = "stablehlo.scatter"(%16, %12, %14) ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<i64>):
      %24 = "stablehlo.add"(%arg2, %arg3) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%24) : (tensor<i64>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>} : (tensor<3x4xi64>, tensor<3x2x2xi64>, tensor<3x2xi64>) -> tensor<3x4xi64>
    %18 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %19 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x4xi64>
    %20 = "stablehlo.compare"(%17, %19) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi1>
    %21 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %22 = "stablehlo.broadcast_in_dim"(%21) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %23 = "stablehlo.scatter"(%arg0, %12, %1) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %24 = "stablehlo.multiply"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%24) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>} : (tensor<3x4xf32>, tensor<3x2x2xi64>, tensor<3x2xf32>) -> tensor<3x4xf32>
    return %23 : tensor<3x4xf32>
  }
}
