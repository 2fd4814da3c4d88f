module {
  func.func @main(%arg0: tensor<4x3xf32>, %arg1: tensor<5x3xi64>, %arg2: tensor<5x3xf32>) -> tensor<4x3xf32> {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<5x3xi64>
    %2 = "stablehlo.compare"(%arg1, %1) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<5x3xi64>, tensor<5x3xi64>) -> tensor<5x3xi1>
    %3 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<5x3xi64>
    %5 = "stablehlo.add"(%arg1, %4) : (tensor<5x3xi64>, tensor<5x3xi64>) -> tensor<5x3xi64>
    %6 = "stablehlo.select"(%2, %5, %arg1) : (tensor<5x3xi1>, tensor<5x3xi64>, tensor<5x3xi64>) -> tensor<5x3xi64>
    %7 = "stablehlo.reshape"(%6) : (tensor<5x3xi64>) -> tensor<5x3x1xi64>
    %8 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<5x3xi64>
    %9 = "stablehlo.reshape"(%8) : (tensor<5x3xi64>) -> tensor<5x3x1xi64>
    %10 = "stablehlo.concatenate"(%7, %9) {dimension = 2 : i64} : (tensor<5x3x1xi64>, tensor<5x3x1xi64>) -> tensor<5x3x2xi64>
    %11 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<5x3xi64>
    %13 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4x3xi64>
    %15 = "stablehlo.scatter"(%14, %10, %12) ({
    ^bb0(%arg3: tensor<i64>, %arg4: tensor<i64>):
      %22 = "stablehlo.add"(%arg3, %arg4) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%22) : (tensor<i64>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>} : (tensor<4x3xi64>, tensor<5x3x2xi64>, tensor<5x3xi64>) -> tensor<4x3xi64>
    %16 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4x3xi64>
    %18 = "stablehlo.compare"(%15, %17) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<4x3xi64>, tensor<4x3xi64>) -> tensor<4x3xi1>
    %19 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %20 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x3xf32>
    %21 = "stablehlo.scatter"(%arg0, %10, %arg2) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %22 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%22) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>} : (tensor<4x3xf32>, tensor<5x3x2xi64>, tensor<5x3xf32>) -> tensor<4x3xf32>
    return %21 : tensor<4x3xf32>
  }
}
