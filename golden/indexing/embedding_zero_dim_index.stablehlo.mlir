module {
  func.func @main(%arg0: tensor<6x3xf32>, %arg1: tensor<i64>) -> tensor<3xf32> {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.compare"(%arg1, %0) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %2 = "stablehlo.constant"() {value = dense<6> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.add"(%arg1, %2) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %4 = "stablehlo.select"(%1, %3, %arg1) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %5 = "stablehlo.reshape"(%4) : (tensor<i64>) -> tensor<1xi64>
    %6 = "stablehlo.gather"(%arg0, %5) {dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 0>, slice_sizes = array<i64: 1, 3>} : (tensor<6x3xf32>, tensor<1xi64>) -> tensor<3xf32>
    return %6 : tensor<3xf32>
  }
}
