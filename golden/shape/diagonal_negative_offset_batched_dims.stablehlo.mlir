module {
  func.func @main(%arg0: tensor<3x2x4xf32>) -> tensor<2x3xf32> {
    %0 = "stablehlo.transpose"(%arg0) {permutation = array<i64: 1, 2, 0>} : (tensor<3x2x4xf32>) -> tensor<2x4x3xf32>
    %1 = "stablehlo.reshape"(%0) : (tensor<2x4x3xf32>) -> tensor<2x12xf32>
    %2 = "stablehlo.constant"() {value = dense<[[3], [7], [11]]> : tensor<3x1xi64>} : () -> tensor<3x1xi64>
    %3 = "stablehlo.gather"(%1, %2) {dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 2, 1>} : (tensor<2x12xf32>, tensor<3x1xi64>) -> tensor<2x3xf32>
    return %3 : tensor<2x3xf32>
  }
}
