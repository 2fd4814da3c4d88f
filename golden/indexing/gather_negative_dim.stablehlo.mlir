module {
  func.func @main(%arg0: tensor<2x3x4xi64>, %arg1: tensor<2x3x6xi64>) -> tensor<2x3x6xi64> {
    %0 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x3x6xi64>
    %1 = "stablehlo.reshape"(%0) : (tensor<2x3x6xi64>) -> tensor<2x3x6x1xi64>
    %2 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x6xi64>
    %3 = "stablehlo.reshape"(%2) : (tensor<2x3x6xi64>) -> tensor<2x3x6x1xi64>
    %4 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3x6xi64>
    %6 = "stablehlo.compare"(%arg1, %5) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2x3x6xi64>, tensor<2x3x6xi64>) -> tensor<2x3x6xi1>
    %7 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3x6xi64>
    %9 = "stablehlo.add"(%arg1, %8) : (tensor<2x3x6xi64>, tensor<2x3x6xi64>) -> tensor<2x3x6xi64>
    %10 = "stablehlo.select"(%6, %9, %arg1) : (tensor<2x3x6xi1>, tensor<2x3x6xi64>, tensor<2x3x6xi64>) -> tensor<2x3x6xi64>
    %11 = "stablehlo.reshape"(%10) : (tensor<2x3x6xi64>) -> tensor<2x3x6x1xi64>
    %12 = "stablehlo.concatenate"(%1, %3, %11) {dimension = 3 : i64} : (tensor<2x3x6x1xi64>, tensor<2x3x6x1xi64>, tensor<2x3x6x1xi64>) -> tensor<2x3x6x3xi64>
    %13 = "stablehlo.gather"(%arg0, %12) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 1>} : (tensor<2x3x4xi64>, tensor<2x3x6x3xi64>) -> tensor<2x3x6xi64>
    return %13 : tensor<2x3x6xi64>
  }
}
