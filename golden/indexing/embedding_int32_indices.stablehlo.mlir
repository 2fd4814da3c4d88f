module {
  func.func @main(%arg0: tensor<6x3xbf16>, %arg1: tensor<4xi32>) -> (tensor<4x3xbf16>, tensor<1xi1>) {
    %0 = "stablehlo.convert"(%arg1) : (tensor<4xi32>) -> tensor<4xi64>
    %1 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4xi64>
    %3 = "stablehlo.constant"() {value = dense<6> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4xi64>
    %5 = "stablehlo.compare"(%0, %2) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %6 = "stablehlo.compare"(%0, %4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %7 = "stablehlo.or"(%5, %6) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %8 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %9 = "stablehlo.reduce"(%7, %8) ({
    ^bb0(%arg2: tensor<i1>, %arg3: tensor<i1>):
      %21 = "stablehlo.or"(%arg2, %arg3) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%21) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
    %10 = "stablehlo.convert"(%arg1) : (tensor<4xi32>) -> tensor<4xi64>
    %11 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4xi64>
    %13 = "stablehlo.compare"(%10, %12) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %14 = "stablehlo.constant"() {value = dense<6> : tensor<i64>} : () -> tensor<i64>
    %15 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4xi64>
    %16 = "stablehlo.add"(%10, %15) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %17 = "stablehlo.select"(%13, %16, %10) : (tensor<4xi1>, tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
    %18 = "stablehlo.reshape"(%17) : (tensor<4xi64>) -> tensor<4x1xi64>
    %19 = "stablehlo.gather"(%arg0, %18) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>} : (tensor<6x3xbf16>, tensor<4x1xi64>) -> tensor<4x3xbf16>
    %20 = "stablehlo.reshape"(%9) : (tensor<i1>) -> tensor<1xi1>
    return %19, %20 : tensor<4x3xbf16>, tensor<1xi1>
  }
}
