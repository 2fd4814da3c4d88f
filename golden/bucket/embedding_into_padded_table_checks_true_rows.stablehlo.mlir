module {
  func.func @main(%arg0: tensor<8x4xf32>, %arg1: tensor<3xi64>, %arg2: tensor<i64>) -> (tensor<3x4xf32>, tensor<1xi1>) {
    %0 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %1 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %3 = "stablehlo.compare"(%arg1, %2) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %4 = "stablehlo.compare"(%arg1, %0) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %5 = "stablehlo.or"(%3, %4) : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
    %6 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %7 = "stablehlo.reduce"(%5, %6) ({
    ^bb0(%arg3: tensor<i1>, %arg4: tensor<i1>):
      %17 = "stablehlo.or"(%arg3, %arg4) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%17) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
    %8 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %9 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %10 = "stablehlo.compare"(%arg1, %9) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %11 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %12 = "stablehlo.add"(%arg1, %11) : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %13 = "stablehlo.select"(%10, %12, %arg1) : (tensor<3xi1>, tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %14 = "stablehlo.reshape"(%13) : (tensor<3xi64>) -> tensor<3x1xi64>
    %15 = "stablehlo.gather"(%arg0, %14) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>} : (tensor<8x4xf32>, tensor<3x1xi64>) -> tensor<3x4xf32>
    %16 = "stablehlo.reshape"(%7) : (tensor<i1>) -> tensor<1xi1>
    return %15, %16 : tensor<3x4xf32>, tensor<1xi1>
  }
}
