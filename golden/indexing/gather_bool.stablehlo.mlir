module {
  func.func @main(%arg0: tensor<3x4xi1>, %arg1: tensor<3x2xi64>) -> (tensor<3x2xi1>, tensor<1xi1>) {
    %0 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x2xi64>
    %1 = "stablehlo.reshape"(%0) : (tensor<3x2xi64>) -> tensor<3x2x1xi64>
    %2 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x2xi64>
    %4 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x2xi64>
    %6 = "stablehlo.compare"(%arg1, %3) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3x2xi64>, tensor<3x2xi64>) -> tensor<3x2xi1>
    %7 = "stablehlo.compare"(%arg1, %5) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<3x2xi64>, tensor<3x2xi64>) -> tensor<3x2xi1>
    %8 = "stablehlo.or"(%6, %7) : (tensor<3x2xi1>, tensor<3x2xi1>) -> tensor<3x2xi1>
    %9 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %10 = "stablehlo.reduce"(%8, %9) ({
    ^bb0(%arg2: tensor<i1>, %arg3: tensor<i1>):
      %22 = "stablehlo.or"(%arg2, %arg3) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%22) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<3x2xi1>, tensor<i1>) -> tensor<i1>
    %11 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x2xi64>
    %13 = "stablehlo.compare"(%arg1, %12) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3x2xi64>, tensor<3x2xi64>) -> tensor<3x2xi1>
    %14 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %15 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x2xi64>
    %16 = "stablehlo.add"(%arg1, %15) : (tensor<3x2xi64>, tensor<3x2xi64>) -> tensor<3x2xi64>
    %17 = "stablehlo.select"(%13, %16, %arg1) : (tensor<3x2xi1>, tensor<3x2xi64>, tensor<3x2xi64>) -> tensor<3x2xi64>
    %18 = "stablehlo.reshape"(%17) : (tensor<3x2xi64>) -> tensor<3x2x1xi64>
    %19 = "stablehlo.concatenate"(%1, %18) {dimension = 2 : i64} : (tensor<3x2x1xi64>, tensor<3x2x1xi64>) -> tensor<3x2x2xi64>
    %20 = "stablehlo.gather"(%arg0, %19) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>} : (tensor<3x4xi1>, tensor<3x2x2xi64>) -> tensor<3x2xi1>
    %21 = "stablehlo.reshape"(%10) : (tensor<i1>) -> tensor<1xi1>
    return %20, %21 : tensor<3x2xi1>, tensor<1xi1>
  }
}
