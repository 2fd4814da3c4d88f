module {
  func.func @main(%arg0: tensor<3x4xi1>, %arg1: tensor<3x2xi64>) -> tensor<3x2xi1> {
    %0 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x2xi64>
    %1 = "stablehlo.reshape"(%0) : (tensor<3x2xi64>) -> tensor<3x2x1xi64>
    %2 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x2xi64>
    %4 = "stablehlo.compare"(%arg1, %3) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3x2xi64>, tensor<3x2xi64>) -> tensor<3x2xi1>
    %5 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x2xi64>
    %7 = "stablehlo.add"(%arg1, %6) : (tensor<3x2xi64>, tensor<3x2xi64>) -> tensor<3x2xi64>
    %8 = "stablehlo.select"(%4, %7, %arg1) : (tensor<3x2xi1>, tensor<3x2xi64>, tensor<3x2xi64>) -> tensor<3x2xi64>
    %9 = "stablehlo.reshape"(%8) : (tensor<3x2xi64>) -> tensor<3x2x1xi64>
    %10 = "stablehlo.concatenate"(%1, %9) {dimension = 2 : i64} : (tensor<3x2x1xi64>, tensor<3x2x1xi64>) -> tensor<3x2x2xi64>
    %11 = "stablehlo.gather"(%arg0, %10) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>} : (tensor<3x4xi1>, tensor<3x2x2xi64>) -> tensor<3x2xi1>
    return %11 : tensor<3x2xi1>
  }
}
