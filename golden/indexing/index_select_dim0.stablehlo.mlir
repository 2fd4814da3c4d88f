module {
  func.func @main(%arg0: tensor<5x3xf32>, %arg1: tensor<3xi64>) -> tensor<3x3xf32> {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %2 = "stablehlo.compare"(%arg1, %1) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %3 = "stablehlo.constant"() {value = dense<5> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %5 = "stablehlo.add"(%arg1, %4) : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %6 = "stablehlo.select"(%2, %5, %arg1) : (tensor<3xi1>, tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %7 = "stablehlo.reshape"(%6) : (tensor<3xi64>) -> tensor<3x1xi64>
    %8 = "stablehlo.gather"(%arg0, %7) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>} : (tensor<5x3xf32>, tensor<3x1xi64>) -> tensor<3x3xf32>
    return %8 : tensor<3x3xf32>
  }
}
