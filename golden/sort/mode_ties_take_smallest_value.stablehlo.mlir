module {
  func.func @main(%arg0: tensor<2x5xf32>) -> (tensor<2xf32>, tensor<2xi64>) {
    %0 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x5xi64>
    %1:2 = "stablehlo.sort"(%arg0, %0) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i64>, %arg4: tensor<i64>):
      %32 = "stablehlo.compare"(%arg1, %arg2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %33 = "stablehlo.compare"(%arg1, %arg1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %34 = "stablehlo.compare"(%arg2, %arg2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %35 = "stablehlo.not"(%33) : (tensor<i1>) -> tensor<i1>
      %36 = "stablehlo.and"(%35, %34) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %37 = "stablehlo.or"(%32, %36) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%37) : (tensor<i1>) -> ()
    }) {dimension = 1 : i64, is_stable = true} : (tensor<2x5xf32>, tensor<2x5xi64>) -> (tensor<2x5xf32>, tensor<2x5xi64>)
    %2 = "stablehlo.broadcast_in_dim"(%1#0) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x5xf32>) -> tensor<2x5x5xf32>
    %3 = "stablehlo.broadcast_in_dim"(%1#0) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x5xf32>) -> tensor<2x5x5xf32>
    %4 = "stablehlo.compare"(%2, %3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x5x5xf32>, tensor<2x5x5xf32>) -> tensor<2x5x5xi1>
    %5 = "stablehlo.convert"(%4) : (tensor<2x5x5xi1>) -> tensor<2x5x5xi64>
    %6 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %7 = "stablehlo.reduce"(%5, %6) ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      %32 = "stablehlo.add"(%arg1, %arg2) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%32) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x5x5xi64>, tensor<i64>) -> tensor<2x5xi64>
    %8 = "stablehlo.slice"(%1#0) {limit_indices = array<i64: 2, 5>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>} : (tensor<2x5xf32>) -> tensor<2x4xf32>
    %9 = "stablehlo.slice"(%1#0) {limit_indices = array<i64: 2, 5>, start_indices = array<i64: 0, 4>, strides = array<i64: 1, 1>} : (tensor<2x5xf32>) -> tensor<2x1xf32>
    %10 = "stablehlo.concatenate"(%8, %9) {dimension = 1 : i64} : (tensor<2x4xf32>, tensor<2x1xf32>) -> tensor<2x5xf32>
    %11 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x5xi64>
    %12 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x5xi64>
    %14 = "stablehlo.compare"(%11, %13) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x5xi64>, tensor<2x5xi64>) -> tensor<2x5xi1>
    %15 = "stablehlo.compare"(%1#0, %10) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xi1>
    %16 = "stablehlo.or"(%14, %15) : (tensor<2x5xi1>, tensor<2x5xi1>) -> tensor<2x5xi1>
    %17 = "stablehlo.constant"() {value = dense<-1> : tensor<i64>} : () -> tensor<i64>
    %18 = "stablehlo.broadcast_in_dim"(%17) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x5xi64>
    %19 = "stablehlo.select"(%16, %7, %18) : (tensor<2x5xi1>, tensor<2x5xi64>, tensor<2x5xi64>) -> tensor<2x5xi64>
    %20 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x5xi64>
    %21 = "stablehlo.constant"() {value = dense<-2> : tensor<i64>} : () -> tensor<i64>
    %22 = "stablehlo.constant"() {value = dense<9223372036854775807> : tensor<i64>} : () -> tensor<i64>
    %23:2 = "stablehlo.reduce"(%19, %20, %21, %22) ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>, %arg3: tensor<i64>, %arg4: tensor<i64>):
      %32 = "stablehlo.compare"(%arg1, %arg3) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %33 = "stablehlo.compare"(%arg1, %arg3) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %34 = "stablehlo.compare"(%arg2, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %35 = "stablehlo.and"(%33, %34) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %36 = "stablehlo.or"(%32, %35) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %37 = "stablehlo.select"(%36, %arg1, %arg3) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
      %38 = "stablehlo.select"(%36, %arg2, %arg4) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%37, %38) : (tensor<i64>, tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x5xi64>, tensor<2x5xi64>, tensor<i64>, tensor<i64>) -> (tensor<2xi64>, tensor<2xi64>)
    %24 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x1xi64>
    %25 = "stablehlo.reshape"(%23#1) : (tensor<2xi64>) -> tensor<2x1xi64>
    %26 = "stablehlo.concatenate"(%24, %25) {dimension = 1 : i64} : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x2xi64>
    %27 = "stablehlo.gather"(%1#0, %26) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>} : (tensor<2x5xf32>, tensor<2x2xi64>) -> tensor<2xf32>
    %28 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x1xi64>
    %29 = "stablehlo.reshape"(%23#1) : (tensor<2xi64>) -> tensor<2x1xi64>
    %30 = "stablehlo.concatenate"(%28, %29) {dimension = 1 : i64} : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x2xi64>
    %31 = "stablehlo.gather"(%1#1, %30) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>} : (tensor<2x5xi64>, tensor<2x2xi64>) -> tensor<2xi64>
    return %27, %31 : tensor<2xf32>, tensor<2xi64>
  }
}
