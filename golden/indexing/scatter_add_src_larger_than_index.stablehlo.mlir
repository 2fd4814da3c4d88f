module {
  func.func @main(%arg0: tensor<4x3xf32>, %arg1: tensor<2x2xi64>, %arg2: tensor<3x3xf32>) -> tensor<4x3xf32> {
    %0 = "stablehlo.slice"(%arg2) {limit_indices = array<i64: 2, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<3x3xf32>) -> tensor<2x2xf32>
    %1 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x2xi64>
    %3 = "stablehlo.compare"(%arg1, %2) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %4 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x2xi64>
    %6 = "stablehlo.add"(%arg1, %5) : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi64>
    %7 = "stablehlo.select"(%3, %6, %arg1) : (tensor<2x2xi1>, tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi64>
    %8 = "stablehlo.reshape"(%7) : (tensor<2x2xi64>) -> tensor<2x2x1xi64>
    %9 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x2xi64>
    %10 = "stablehlo.reshape"(%9) : (tensor<2x2xi64>) -> tensor<2x2x1xi64>
    %11 = "stablehlo.concatenate"(%8, %10) {dimension = 2 : i64} : (tensor<2x2x1xi64>, tensor<2x2x1xi64>) -> tensor<2x2x2xi64>
    %12 = "stablehlo.scatter"(%arg0, %11, %0) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %13 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%13) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>} : (tensor<4x3xf32>, tensor<2x2x2xi64>, tensor<2x2xf32>) -> tensor<4x3xf32>
    return %12 : tensor<4x3xf32>
  }
}
