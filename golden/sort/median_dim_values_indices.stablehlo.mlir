module {
  func.func @main(%arg0: tensor<3x5xf32>) -> (tensor<3xf32>, tensor<3xi64>) {
    %0 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<3x5xi64>
    %1:2 = "stablehlo.sort"(%arg0, %0) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i64>, %arg4: tensor<i64>):
      %24 = "stablehlo.compare"(%arg1, %arg2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %25 = "stablehlo.compare"(%arg1, %arg1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %26 = "stablehlo.compare"(%arg2, %arg2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %27 = "stablehlo.not"(%25) : (tensor<i1>) -> tensor<i1>
      %28 = "stablehlo.and"(%27, %26) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %29 = "stablehlo.or"(%24, %28) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%29) : (tensor<i1>) -> ()
    }) {dimension = 1 : i64, is_stable = true} : (tensor<3x5xf32>, tensor<3x5xi64>) -> (tensor<3x5xf32>, tensor<3x5xi64>)
    %2 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %4 = "stablehlo.compare"(%1#0, %1#0) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xi1>
    %5 = "stablehlo.convert"(%4) : (tensor<3x5xi1>) -> tensor<3x5xi64>
    %6 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %7 = "stablehlo.reduce"(%5, %6) ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      %24 = "stablehlo.add"(%arg1, %arg2) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%24) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3x5xi64>, tensor<i64>) -> tensor<3xi64>
    %8 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %9 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %10 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %11 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %12 = "stablehlo.constant"() {value = dense<5> : tensor<i64>} : () -> tensor<i64>
    %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %14 = "stablehlo.compare"(%7, %13) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %15 = "stablehlo.select"(%14, %7, %3) : (tensor<3xi1>, tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %16 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x1xi64>
    %17 = "stablehlo.reshape"(%15) : (tensor<3xi64>) -> tensor<3x1xi64>
    %18 = "stablehlo.concatenate"(%16, %17) {dimension = 1 : i64} : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x2xi64>
    %19 = "stablehlo.gather"(%1#0, %18) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>} : (tensor<3x5xf32>, tensor<3x2xi64>) -> tensor<3xf32>
    %20 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x1xi64>
    %21 = "stablehlo.reshape"(%15) : (tensor<3xi64>) -> tensor<3x1xi64>
    %22 = "stablehlo.concatenate"(%20, %21) {dimension = 1 : i64} : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x2xi64>
    %23 = "stablehlo.gather"(%1#1, %22) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>} : (tensor<3x5xi64>, tensor<3x2xi64>) -> tensor<3xi64>
    return %19, %23 : tensor<3xf32>, tensor<3xi64>
  }
}
