module {
  func.func @main(%arg0: tensor<4x3x5xf32>, %arg1: tensor<2xi64>, %arg2: tensor<2xi64>) -> tensor<2x3xf32> {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2xi64>
    %2 = "stablehlo.compare"(%arg1, %1) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %3 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2xi64>
    %5 = "stablehlo.add"(%arg1, %4) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %6 = "stablehlo.select"(%2, %5, %arg1) : (tensor<2xi1>, tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %7 = "stablehlo.reshape"(%6) : (tensor<2xi64>) -> tensor<2x1xi64>
    %8 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %9 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2xi64>
    %10 = "stablehlo.compare"(%arg2, %9) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %11 = "stablehlo.constant"() {value = dense<5> : tensor<i64>} : () -> tensor<i64>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2xi64>
    %13 = "stablehlo.add"(%arg2, %12) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %14 = "stablehlo.select"(%10, %13, %arg2) : (tensor<2xi1>, tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %15 = "stablehlo.reshape"(%14) : (tensor<2xi64>) -> tensor<2x1xi64>
    %16 = "stablehlo.concatenate"(%7, %15) {dimension = 1 : i64} : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x2xi64>
    %17 = "stablehlo.gather"(%arg0, %16) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 2], start_index_map = [0, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3, 1>} : (tensor<4x3x5xf32>, tensor<2x2xi64>) -> tensor<2x3xf32>
    return %17 : tensor<2x3xf32>
  }
}
