module {
  func.func @main(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>) -> tensor<2x3xf32> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<2x3xf32>) -> tensor<6xf32>
    %1 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %3 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3xi64>
    %4 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %6 = "stablehlo.multiply"(%3, %5) : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %7 = "stablehlo.add"(%2, %6) : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %8 = "stablehlo.reshape"(%7) : (tensor<3xi64>) -> tensor<3x1xi64>
    %9 = "stablehlo.scatter"(%0, %8, %arg1) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      "stablehlo.return"(%arg3) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<6xf32>, tensor<3x1xi64>, tensor<3xf32>) -> tensor<6xf32>
    %10 = "stablehlo.reshape"(%9) : (tensor<6xf32>) -> tensor<2x3xf32>
    return %10 : tensor<2x3xf32>
  }
}
