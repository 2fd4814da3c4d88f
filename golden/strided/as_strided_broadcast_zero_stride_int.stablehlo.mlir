module {
  func.func @main(%arg0: tensor<4xi64>) -> tensor<2x3xi64> {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
    %2 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3xi64>
    %3 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
    %5 = "stablehlo.multiply"(%2, %4) : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %6 = "stablehlo.add"(%1, %5) : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %7 = "stablehlo.reshape"(%6) : (tensor<2x3xi64>) -> tensor<6x1xi64>
    %8 = "stablehlo.gather"(%arg0, %7) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>} : (tensor<4xi64>, tensor<6x1xi64>) -> tensor<6xi64>
    %9 = "stablehlo.reshape"(%8) : (tensor<6xi64>) -> tensor<2x3xi64>
    return %9 : tensor<2x3xi64>
  }
}
