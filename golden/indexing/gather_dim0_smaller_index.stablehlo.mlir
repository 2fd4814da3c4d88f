module {
  func.func @main(%arg0: tensor<4x5xf32>, %arg1: tensor<2x3xi64>) -> tensor<2x3xf32> {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
    %2 = "stablehlo.compare"(%arg1, %1) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi1>
    %3 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
    %5 = "stablehlo.add"(%arg1, %4) : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %6 = "stablehlo.select"(%2, %5, %arg1) : (tensor<2x3xi1>, tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi64>
    %7 = "stablehlo.reshape"(%6) : (tensor<2x3xi64>) -> tensor<2x3x1xi64>
    %8 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3xi64>
    %9 = "stablehlo.reshape"(%8) : (tensor<2x3xi64>) -> tensor<2x3x1xi64>
    %10 = "stablehlo.concatenate"(%7, %9) {dimension = 2 : i64} : (tensor<2x3x1xi64>, tensor<2x3x1xi64>) -> tensor<2x3x2xi64>
    %11 = "stablehlo.gather"(%arg0, %10) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>} : (tensor<4x5xf32>, tensor<2x3x2xi64>) -> tensor<2x3xf32>
    return %11 : tensor<2x3xf32>
  }
}
