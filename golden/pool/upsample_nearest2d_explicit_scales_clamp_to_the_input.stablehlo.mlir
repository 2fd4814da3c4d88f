module {
  func.func @main(%arg0: tensor<1x1x2x2xf32>) -> tensor<1x1x6x10xf32> {
    %0 = "stablehlo.constant"() {value = dense<[[0], [0], [0], [1], [1], [1]]> : tensor<6x1xi64>} : () -> tensor<6x1xi64>
    %1 = "stablehlo.gather"(%arg0, %0) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 3], collapsed_slice_dims = [2], start_index_map = [2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1, 2>} : (tensor<1x1x2x2xf32>, tensor<6x1xi64>) -> tensor<1x1x6x2xf32>
    %2 = "stablehlo.constant"() {value = dense<[[0], [0], [0], [0], [0], [1], [1], [1], [1], [1]]> : tensor<10x1xi64>} : () -> tensor<10x1xi64>
    %3 = "stablehlo.gather"(%1, %2) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2], collapsed_slice_dims = [3], start_index_map = [3], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 6, 1>} : (tensor<1x1x6x2xf32>, tensor<10x1xi64>) -> tensor<1x1x6x10xf32>
    return %3 : tensor<1x1x6x10xf32>
  }
}
