module {
  func.func @main(%arg0: tensor<3x5xf32>) -> (tensor<3xf32>, tensor<3xi64>) {
    %0 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<3x5xi64>
    %1:2 = "stablehlo.sort"(%arg0, %0) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i64>, %arg4: tensor<i64>):
      %22 = "stablehlo.compare"(%arg1, %arg2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %23 = "stablehlo.compare"(%arg1, %arg1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %24 = "stablehlo.compare"(%arg2, %arg2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %25 = "stablehlo.not"(%23) : (tensor<i1>) -> tensor<i1>
      %26 = "stablehlo.and"(%25, %24) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %27 = "stablehlo.or"(%22, %26) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%27) : (tensor<i1>) -> ()
    }) {dimension = 1 : i64, is_stable = true} : (tensor<3x5xf32>, tensor<3x5xi64>) -> (tensor<3x5xf32>, tensor<3x5xi64>)
    %2 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %4 = "stablehlo.compare"(%1#0, %1#0) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xi1>
    %5 = "stablehlo.convert"(%4) : (tensor<3x5xi1>) -> tensor<3x5xi64>
    %6 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %7 = "stablehlo.reduce"(%5, %6) ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      %22 = "stablehlo.add"(%arg1, %arg2) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%22) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3x5xi64>, tensor<i64>) -> tensor<3xi64>
    %8 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %9 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %10 = "stablehlo.constant"() {value = dense<5> : tensor<i64>} : () -> tensor<i64>
    %11 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %12 = "stablehlo.compare"(%7, %11) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %13 = "stablehlo.select"(%12, %7, %3) : (tensor<3xi1>, tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %14 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x1xi64>
    %15 = "stablehlo.reshape"(%13) : (tensor<3xi64>) -> tensor<3x1xi64>
    %16 = "stablehlo.concatenate"(%14, %15) {dimension = 1 : i64} : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x2xi64>
    %17 = "stablehlo.gather"(%1#0, %16) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>} : (tensor<3x5xf32>, tensor<3x2xi64>) -> tensor<3xf32>
    %18 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x1xi64>
    %19 = "stablehlo.reshape"(%13) : (tensor<3xi64>) -> tensor<3x1xi64>
    %20 = "stablehlo.concatenate"(%18, %19) {dimension = 1 : i64} : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x2xi64>
    %21 = "stablehlo.gather"(%1#1, %20) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>} : (tensor<3x5xi64>, tensor<3x2xi64>) -> tensor<3xi64>
    return %17, %21 : tensor<3xf32>, tensor<3xi64>
  }
}
