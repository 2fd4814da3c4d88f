module {
  func.func @main(%arg0: tensor<4x5xf32>) -> tensor<3xf32> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<4x5xf32>) -> tensor<1x20xf32>
    %1 = "stablehlo.constant"() {value = dense<[[2], [8], [14]]> : tensor<3x1xi64>} : () -> tensor<3x1xi64>
    %2 = "stablehlo.gather"(%0, %1) {dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>} : (tensor<1x20xf32>, tensor<3x1xi64>) -> tensor<1x3xf32>
    %3 = "stablehlo.reshape"(%2) : (tensor<1x3xf32>) -> tensor<3xf32>
    return %3 : tensor<3xf32>
  }
}
