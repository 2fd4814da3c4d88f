module {
  func.func @main(%arg0: tensor<4x5x2xf32>, %arg1: tensor<3x1xi64>, %arg2: tensor<2xi64>) -> tensor<3x2x2xf32> {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x1xi64>
    %2 = "stablehlo.compare"(%arg1, %1) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi1>
    %3 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x1xi64>
    %5 = "stablehlo.add"(%arg1, %4) : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi64>
    %6 = "stablehlo.select"(%2, %5, %arg1) : (tensor<3x1xi1>, tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi64>
    %7 = "stablehlo.reshape"(%6) : (tensor<3x1xi64>) -> tensor<3xi64>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi64>) -> tensor<3x2xi64>
    %9 = "stablehlo.reshape"(%8) : (tensor<3x2xi64>) -> tensor<3x2x1xi64>
    %10 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %11 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2xi64>
    %12 = "stablehlo.compare"(%arg2, %11) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %13 = "stablehlo.constant"() {value = dense<5> : tensor<i64>} : () -> tensor<i64>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2xi64>
    %15 = "stablehlo.add"(%arg2, %14) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %16 = "stablehlo.select"(%12, %15, %arg2) : (tensor<2xi1>, tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64: 1>} : (tensor<2xi64>) -> tensor<3x2xi64>
    %18 = "stablehlo.reshape"(%17) : (tensor<3x2xi64>) -> tensor<3x2x1xi64>
    %19 = "stablehlo.concatenate"(%9, %18) {dimension = 2 : i64} : (tensor<3x2x1xi64>, tensor<3x2x1xi64>) -> tensor<3x2x2xi64>
    %20 = "stablehlo.gather"(%arg0, %19) {dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 2>} : (tensor<4x5x2xf32>, tensor<3x2x2xi64>) -> tensor<3x2x2xf32>
    return %20 : tensor<3x2x2xf32>
  }
}
