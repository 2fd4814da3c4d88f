module {
  func.func @main(%arg0: tensor<3x5xf32>, %arg1: tensor<3x2xi64>, %arg2: tensor<4x6xf32>) -> tensor<3x5xf32> {
    %0 = "stablehlo.slice"(%arg2) {limit_indices = array<i64: 3, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<4x6xf32>) -> tensor<3x2xf32>
    %1 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x2xi64>
    %2 = "stablehlo.reshape"(%1) : (tensor<3x2xi64>) -> tensor<3x2x1xi64>
    %3 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x2xi64>
    %5 = "stablehlo.compare"(%arg1, %4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3x2xi64>, tensor<3x2xi64>) -> tensor<3x2xi1>
    %6 = "stablehlo.constant"() {value = dense<5> : tensor<i64>} : () -> tensor<i64>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x2xi64>
    %8 = "stablehlo.add"(%arg1, %7) : (tensor<3x2xi64>, tensor<3x2xi64>) -> tensor<3x2xi64>
    %9 = "stablehlo.select"(%5, %8, %arg1) : (tensor<3x2xi1>, tensor<3x2xi64>, tensor<3x2xi64>) -> tensor<3x2xi64>
    %10 = "stablehlo.reshape"(%9) : (tensor<3x2xi64>) -> tensor<3x2x1xi64>
    %11 = "stablehlo.concatenate"(%2, %10) {dimension = 2 : i64} : (tensor<3x2x1xi64>, tensor<3x2x1xi64>) -> tensor<3x2x2xi64>
    %12 = "stablehlo.scatter"(%arg0, %11, %0) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      "stablehlo.return"(%arg4) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>} : (tensor<3x5xf32>, tensor<3x2x2xi64>, tensor<3x2xf32>) -> tensor<3x5xf32>
    return %12 : tensor<3x5xf32>
  }
}
