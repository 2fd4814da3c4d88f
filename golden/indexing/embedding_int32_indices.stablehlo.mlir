module {
  func.func @main(%arg0: tensor<6x3xbf16>, %arg1: tensor<4xi32>) -> tensor<4x3xbf16> {
    %0 = "stablehlo.convert"(%arg1) : (tensor<4xi32>) -> tensor<4xi64>
    %1 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4xi64>
    %3 = "stablehlo.compare"(%0, %2) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %4 = "stablehlo.constant"() {value = dense<6> : tensor<i64>} : () -> tensor<i64>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4xi64>
    %6 = "stablehlo.add"(%0, %5) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %7 = "stablehlo.select"(%3, %6, %0) : (tensor<4xi1>, tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %8 = "stablehlo.reshape"(%7) : (tensor<4xi64>) -> tensor<4x1xi64>
    %9 = "stablehlo.gather"(%arg0, %8) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>} : (tensor<6x3xbf16>, tensor<4x1xi64>) -> tensor<4x3xbf16>
    return %9 : tensor<4x3xbf16>
  }
}
