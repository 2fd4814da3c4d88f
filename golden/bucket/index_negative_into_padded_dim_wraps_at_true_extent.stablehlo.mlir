module {
  func.func @main(%arg0: tensor<8x3xf32>, %arg1: tensor<2xi64>, %arg2: tensor<i64>) -> (tensor<2x3xf32>, tensor<1xi1>) {
    %0 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2xi64>
    %1 = "stablehlo.negate"(%0) : (tensor<2xi64>) -> tensor<2xi64>
    %2 = "stablehlo.compare"(%arg1, %1) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %3 = "stablehlo.compare"(%arg1, %0) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %4 = "stablehlo.or"(%2, %3) : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
    %5 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %6 = "stablehlo.reduce"(%4, %5) ({
    ^bb0(%arg3: tensor<i1>, %arg4: tensor<i1>):
      %16 = "stablehlo.or"(%arg3, %arg4) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%16) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %7 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2xi64>
    %9 = "stablehlo.compare"(%arg1, %8) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %10 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2xi64>
    %11 = "stablehlo.add"(%arg1, %10) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %12 = "stablehlo.select"(%9, %11, %arg1) : (tensor<2xi1>, tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %13 = "stablehlo.reshape"(%12) : (tensor<2xi64>) -> tensor<2x1xi64>
    %14 = "stablehlo.gather"(%arg0, %13) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>} : (tensor<8x3xf32>, tensor<2x1xi64>) -> tensor<2x3xf32>
    %15 = "stablehlo.reshape"(%6) : (tensor<i1>) -> tensor<1xi1>
    return %14, %15 : tensor<2x3xf32>, tensor<1xi1>
  }
}
