module {
  func.func @main(%arg0: tensor<1x2x2x3xf32>) -> tensor<1x2x4x6xf32> {
    %0 = "stablehlo.constant"() {value = dense<[[0], [0], [1], [1]]> : tensor<4x1xi64>} : () -> tensor<4x1xi64>
    %1 = "stablehlo.gather"(%arg0, %0) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 3], collapsed_slice_dims = [2], start_index_map = [2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2, 1, 3>} : (tensor<1x2x2x3xf32>, tensor<4x1xi64>) -> tensor<1x2x4x3xf32>
    %2 = "stablehlo.constant"() {value = dense<[[0], [0], [1], [1], [2], [2]]> : tensor<6x1xi64>} : () -> tensor<6x1xi64>
    %3 = "stablehlo.gather"(%1, %2) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2], collapsed_slice_dims = [3], start_index_map = [3], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2, 4, 1>} : (tensor<1x2x4x3xf32>, tensor<6x1xi64>) -> tensor<1x2x4x6xf32>
    return %3 : tensor<1x2x4x6xf32>
  }
}
