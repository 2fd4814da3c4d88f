module {
  func.func @main(%arg0: tensor<4x3x5xf32>, %arg1: tensor<3xi64>, %arg2: tensor<3xi64>, %arg3: tensor<3x3xf32>) -> tensor<4x3x5xf32> {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %2 = "stablehlo.compare"(%arg1, %1) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %3 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %5 = "stablehlo.add"(%arg1, %4) : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %6 = "stablehlo.select"(%2, %5, %arg1) : (tensor<3xi1>, tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %7 = "stablehlo.reshape"(%6) : (tensor<3xi64>) -> tensor<3x1xi64>
    %8 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %9 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %10 = "stablehlo.compare"(%arg2, %9) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %11 = "stablehlo.constant"() {value = dense<5> : tensor<i64>} : () -> tensor<i64>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %13 = "stablehlo.add"(%arg2, %12) : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %14 = "stablehlo.select"(%10, %13, %arg2) : (tensor<3xi1>, tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %15 = "stablehlo.reshape"(%14) : (tensor<3xi64>) -> tensor<3x1xi64>
    %16 = "stablehlo.concatenate"(%7, %15) {dimension = 1 : i64} : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x2xi64>
    %17 = "stablehlo.scatter"(%arg0, %16, %arg3) ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %18 = "stablehlo.add"(%arg4, %arg5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%18) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 2], scatter_dims_to_operand_dims = [0, 2], index_vector_dim = 1>} : (tensor<4x3x5xf32>, tensor<3x2xi64>, tensor<3x3xf32>) -> tensor<4x3x5xf32>
    return %17 : tensor<4x3x5xf32>
  }
}
