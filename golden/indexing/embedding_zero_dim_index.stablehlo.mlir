module {
  func.func @main(%arg0: tensor<6x3xf32>, %arg1: tensor<i64>) -> (tensor<3xf32>, tensor<1xi1>) {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.constant"() {value = dense<6> : tensor<i64>} : () -> tensor<i64>
    %2 = "stablehlo.compare"(%arg1, %0) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %3 = "stablehlo.compare"(%arg1, %1) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %4 = "stablehlo.or"(%2, %3) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %5 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %6 = "stablehlo.compare"(%arg1, %5) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %7 = "stablehlo.constant"() {value = dense<6> : tensor<i64>} : () -> tensor<i64>
    %8 = "stablehlo.add"(%arg1, %7) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %9 = "stablehlo.select"(%6, %8, %arg1) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %10 = "stablehlo.reshape"(%9) : (tensor<i64>) -> tensor<1xi64>
    %11 = "stablehlo.gather"(%arg0, %10) {dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 0>, slice_sizes = array<i64: 1, 3>} : (tensor<6x3xf32>, tensor<1xi64>) -> tensor<3xf32>
    %12 = "stablehlo.reshape"(%4) : (tensor<i1>) -> tensor<1xi1>
    return %11, %12 : tensor<3xf32>, tensor<1xi1>
  }
}
