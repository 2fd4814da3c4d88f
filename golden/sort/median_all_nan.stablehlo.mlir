module {
  func.func @main(%arg0: tensor<3xf32>) -> tensor<f32> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<3xf32>) -> tensor<1x3xf32>
    %1 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3xi64>
    %2:2 = "stablehlo.sort"(%0, %1) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i64>, %arg4: tensor<i64>):
      %20 = "stablehlo.compare"(%arg1, %arg2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %21 = "stablehlo.compare"(%arg1, %arg1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %22 = "stablehlo.compare"(%arg2, %arg2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %23 = "stablehlo.not"(%21) : (tensor<i1>) -> tensor<i1>
      %24 = "stablehlo.and"(%23, %22) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %25 = "stablehlo.or"(%20, %24) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%25) : (tensor<i1>) -> ()
    }) {dimension = 1 : i64, is_stable = true} : (tensor<1x3xf32>, tensor<1x3xi64>) -> (tensor<1x3xf32>, tensor<1x3xi64>)
    %3 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1xi64>
    %5 = "stablehlo.compare"(%2#0, %2#0) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xi1>
    %6 = "stablehlo.convert"(%5) : (tensor<1x3xi1>) -> tensor<1x3xi64>
    %7 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %8 = "stablehlo.reduce"(%6, %7) ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      %20 = "stablehlo.add"(%arg1, %arg2) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%20) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x3xi64>, tensor<i64>) -> tensor<1xi64>
    %9 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %10 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %11 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1xi64>
    %13 = "stablehlo.compare"(%8, %12) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi1>
    %14 = "stablehlo.select"(%13, %8, %4) : (tensor<1xi1>, tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
    %15 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1x1xi64>
    %16 = "stablehlo.reshape"(%14) : (tensor<1xi64>) -> tensor<1x1xi64>
    %17 = "stablehlo.concatenate"(%15, %16) {dimension = 1 : i64} : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x2xi64>
    %18 = "stablehlo.gather"(%2#0, %17) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>} : (tensor<1x3xf32>, tensor<1x2xi64>) -> tensor<1xf32>
    %19 = "stablehlo.reshape"(%18) : (tensor<1xf32>) -> tensor<f32>
    return %19 : tensor<f32>
  }
}
