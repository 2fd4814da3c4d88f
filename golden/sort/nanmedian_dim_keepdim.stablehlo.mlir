module {
  func.func @main(%arg0: tensor<3x2xf32>) -> (tensor<1x2xf32>, tensor<1x2xi64>) {
    %0 = "stablehlo.transpose"(%arg0) {permutation = array<i64: 1, 0>} : (tensor<3x2xf32>) -> tensor<2x3xf32>
    %1 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3xi64>
    %2:2 = "stablehlo.sort"(%0, %1) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i64>, %arg4: tensor<i64>):
      %28 = "stablehlo.compare"(%arg1, %arg2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %29 = "stablehlo.compare"(%arg1, %arg1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %30 = "stablehlo.compare"(%arg2, %arg2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %31 = "stablehlo.not"(%29) : (tensor<i1>) -> tensor<i1>
      %32 = "stablehlo.and"(%31, %30) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %33 = "stablehlo.or"(%28, %32) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%33) : (tensor<i1>) -> ()
    }) {dimension = 1 : i64, is_stable = true} : (tensor<2x3xf32>, tensor<2x3xi64>) -> (tensor<2x3xf32>, tensor<2x3xi64>)
    %3 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2xi64>
    %5 = "stablehlo.compare"(%2#0, %2#0) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %6 = "stablehlo.convert"(%5) : (tensor<2x3xi1>) -> tensor<2x3xi64>
    %7 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %8 = "stablehlo.reduce"(%6, %7) ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      %28 = "stablehlo.add"(%arg1, %arg2) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%28) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x3xi64>, tensor<i64>) -> tensor<2xi64>
    %9 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2xi64>
    %11 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2xi64>
    %13 = "stablehlo.subtract"(%8, %10) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %14 = "stablehlo.divide"(%13, %12) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %15 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %16 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2xi64>
    %17 = "stablehlo.maximum"(%14, %16) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %18 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x1xi64>
    %19 = "stablehlo.reshape"(%17) : (tensor<2xi64>) -> tensor<2x1xi64>
    %20 = "stablehlo.concatenate"(%18, %19) {dimension = 1 : i64} : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x2xi64>
    %21 = "stablehlo.gather"(%2#0, %20) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>} : (tensor<2x3xf32>, tensor<2x2xi64>) -> tensor<2xf32>
    %22 = "stablehlo.reshape"(%21) : (tensor<2xf32>) -> tensor<1x2xf32>
    %23 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x1xi64>
    %24 = "stablehlo.reshape"(%17) : (tensor<2xi64>) -> tensor<2x1xi64>
    %25 = "stablehlo.concatenate"(%23, %24) {dimension = 1 : i64} : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x2xi64>
    %26 = "stablehlo.gather"(%2#1, %25) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>} : (tensor<2x3xi64>, tensor<2x2xi64>) -> tensor<2xi64>
    %27 = "stablehlo.reshape"(%26) : (tensor<2xi64>) -> tensor<1x2xi64>
    return %22, %27 : tensor<1x2xf32>, tensor<1x2xi64>
  }
}
