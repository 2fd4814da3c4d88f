module {
  func.func @main(%arg0: tensor<2x3x5x7xf32>) -> tensor<2x3x3x2xf32> {
    %0 = "stablehlo.constant"() {value = dense<[[0], [1], [3]]> : tensor<3x1xi64>} : () -> tensor<3x1xi64>
    %1 = "stablehlo.gather"(%arg0, %0) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 3], collapsed_slice_dims = [2], start_index_map = [2], index_vector_dim = 1>, slice_sizes = array<i64: 2, 3, 1, 7>} : (tensor<2x3x5x7xf32>, tensor<3x1xi64>) -> tensor<2x3x3x7xf32>
    %2 = "stablehlo.constant"() {value = dense<[[0], [3]]> : tensor<2x1xi64>} : () -> tensor<2x1xi64>
    %3 = "stablehlo.gather"(%1, %2) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2], collapsed_slice_dims = [3], start_index_map = [3], index_vector_dim = 1>, slice_sizes = array<i64: 2, 3, 3, 1>} : (tensor<2x3x3x7xf32>, tensor<2x1xi64>) -> tensor<2x3x3x2xf32>
    return %3 : tensor<2x3x3x2xf32>
  }
}
