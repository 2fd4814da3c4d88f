module {
  func.func @main(%arg0: tensor<10xf32>, %arg1: tensor<2x3xf32>) -> tensor<10xf32> {
    %0 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
    %2 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x3xi64>
    %3 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
    %5 = "stablehlo.multiply"(%2, %4) : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %6 = "stablehlo.add"(%1, %5) : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %7 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3xi64>
    %8 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %9 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
    %10 = "stablehlo.multiply"(%7, %9) : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %11 = "stablehlo.add"(%6, %10) : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %12 = "stablehlo.reshape"(%11) : (tensor<2x3xi64>) -> tensor<6x1xi64>
    %13 = "stablehlo.reshape"(%arg1) : (tensor<2x3xf32>) -> tensor<6xf32>
    %14 = "stablehlo.scatter"(%arg0, %12, %13) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      "stablehlo.return"(%arg3) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<10xf32>, tensor<6x1xi64>, tensor<6xf32>) -> tensor<10xf32>
    return %14 : tensor<10xf32>
  }
}
