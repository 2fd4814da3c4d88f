module {
  func.func @main(%arg0: tensor<2x3x4xi64>, %arg1: tensor<2x3x6xi64>) -> (tensor<2x3x6xi64>, tensor<1xi1>) {
    %0 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x3x6xi64>
    %1 = "stablehlo.reshape"(%0) : (tensor<2x3x6xi64>) -> tensor<2x3x6x1xi64>
    %2 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x6xi64>
    %3 = "stablehlo.reshape"(%2) : (tensor<2x3x6xi64>) -> tensor<2x3x6x1xi64>
    %4 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3x6xi64>
    %6 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3x6xi64>
    %8 = "stablehlo.compare"(%arg1, %5) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2x3x6xi64>, tensor<2x3x6xi64>) -> tensor<2x3x6xi1>
    %9 = "stablehlo.compare"(%arg1, %7) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<2x3x6xi64>, tensor<2x3x6xi64>) -> tensor<2x3x6xi1>
    %10 = "stablehlo.or"(%8, %9) : (tensor<2x3x6xi1>, tensor<2x3x6xi1>) -> tensor<2x3x6xi1>
    %11 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %12 = "stablehlo.reduce"(%10, %11) ({
    ^bb0(%arg2: tensor<i1>, %arg3: tensor<i1>):
      %24 = "stablehlo.or"(%arg2, %arg3) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%24) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x3x6xi1>, tensor<i1>) -> tensor<i1>
    %13 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3x6xi64>
    %15 = "stablehlo.compare"(%arg1, %14) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2x3x6xi64>, tensor<2x3x6xi64>) -> tensor<2x3x6xi1>
    %16 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3x6xi64>
    %18 = "stablehlo.add"(%arg1, %17) : (tensor<2x3x6xi64>, tensor<2x3x6xi64>) -> tensor<2x3x6xi64>
    %19 = "stablehlo.select"(%15, %18, %arg1) : (tensor<2x3x6xi1>, tensor<2x3x6xi64>, tensor<2x3x6xi64>) -> tensor<2x3x6xi64>
    %20 = "stablehlo.reshape"(%19) : (tensor<2x3x6xi64>) -> tensor<2x3x6x1xi64>
    %21 = "stablehlo.concatenate"(%1, %3, %20) {dimension = 3 : i64} : (tensor<2x3x6x1xi64>, tensor<2x3x6x1xi64>, tensor<2x3x6x1xi64>) -> tensor<2x3x6x3xi64>
    %22 = "stablehlo.gather"(%arg0, %21) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 1>} : (tensor<2x3x4xi64>, tensor<2x3x6x3xi64>) -> tensor<2x3x6xi64>
    %23 = "stablehlo.reshape"(%12) : (tensor<i1>) -> tensor<1xi1>
    return %22, %23 : tensor<2x3x6xi64>, tensor<1xi1>
  }
}
