module {
  func.func @main(%arg0: tensor<2x3xf32>, %arg1: tensor<4xi64>, %arg2: tensor<4xf32>) -> tensor<2x3xf32> {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4xi64>
    %2 = "stablehlo.compare"(%arg1, %1) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %3 = "stablehlo.constant"() {value = dense<6> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4xi64>
    %5 = "stablehlo.add"(%arg1, %4) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %6 = "stablehlo.select"(%2, %5, %arg1) : (tensor<4xi1>, tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %7 = "stablehlo.reshape"(%arg0) : (tensor<2x3xf32>) -> tensor<6xf32>
    %8 = "stablehlo.reshape"(%6) : (tensor<4xi64>) -> tensor<4x1xi64>
    %9 = "stablehlo.scatter"(%7, %8, %arg2) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %11 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%11) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<6xf32>, tensor<4x1xi64>, tensor<4xf32>) -> tensor<6xf32>
    %10 = "stablehlo.reshape"(%9) : (tensor<6xf32>) -> tensor<2x3xf32>
    return %10 : tensor<2x3xf32>
  }
}
