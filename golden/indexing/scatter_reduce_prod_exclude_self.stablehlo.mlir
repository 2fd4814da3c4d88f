module {
  func.func @main(%arg0: tensor<3x4xf32>, %arg1: tensor<3x6xi64>, %arg2: tensor<3x6xf32>) -> tensor<3x4xf32> {
    %0 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x6xi64>
    %1 = "stablehlo.reshape"(%0) : (tensor<3x6xi64>) -> tensor<3x6x1xi64>
    %2 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x6xi64>
    %4 = "stablehlo.compare"(%arg1, %3) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3x6xi64>, tensor<3x6xi64>) -> tensor<3x6xi1>
    %5 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x6xi64>
    %7 = "stablehlo.add"(%arg1, %6) : (tensor<3x6xi64>, tensor<3x6xi64>) -> tensor<3x6xi64>
    %8 = "stablehlo.select"(%4, %7, %arg1) : (tensor<3x6xi1>, tensor<3x6xi64>, tensor<3x6xi64>) -> tensor<3x6xi64>
    %9 = "stablehlo.reshape"(%8) : (tensor<3x6xi64>) -> tensor<3x6x1xi64>
    %10 = "stablehlo.concatenate"(%1, %9) {dimension = 2 : i64} : (tensor<3x6x1xi64>, tensor<3x6x1xi64>) -> tensor<3x6x2xi64>
    %11 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x6xi64>
    %13 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x4xi64>
    %15 = "stablehlo.scatter"(%14, %10, %12) ({
    ^bb0(%arg3: tensor<i64>, %arg4: tensor<i64>):
      %23 = "stablehlo.add"(%arg3, %arg4) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%23) : (tensor<i64>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>} : (tensor<3x4xi64>, tensor<3x6x2xi64>, tensor<3x6xi64>) -> tensor<3x4xi64>
    %16 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x4xi64>
    %18 = "stablehlo.compare"(%15, %17) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi1>
    %19 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %20 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %21 = "stablehlo.select"(%18, %20, %arg0) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %22 = "stablehlo.scatter"(%21, %10, %arg2) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %23 = "stablehlo.multiply"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%23) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>} : (tensor<3x4xf32>, tensor<3x6x2xi64>, tensor<3x6xf32>) -> tensor<3x4xf32>
    return %22 : tensor<3x4xf32>
  }
}
