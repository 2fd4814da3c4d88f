module {
  func.func @main(%arg0: tensor<2x3x3xi64>) -> tensor<2x3xi64> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<2x3x3xi64>) -> tensor<2x9xi64>
    %1 = "stablehlo.constant"() {value = dense<[[0], [4], [8]]> : tensor<3x1xi64>} : () -> tensor<3x1xi64>
    %2 = "stablehlo.gather"(%0, %1) {dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 2, 1>} : (tensor<2x9xi64>, tensor<3x1xi64>) -> tensor<2x3xi64>
    return %2 : tensor<2x3xi64>
  }
}
