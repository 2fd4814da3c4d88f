module {
  func.func @main(%arg0: tensor<6x2xi64>) -> (tensor<1x2xi64>, tensor<1x2xi64>) {
    %0 = "stablehlo.transpose"(%arg0) {permutation = array<i64: 1, 0>} : (tensor<6x2xi64>) -> tensor<2x6xi64>
    %1 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x6xi64>
    %2:2 = "stablehlo.sort"(%0, %1) ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>, %arg3: tensor<i64>, %arg4: tensor<i64>):
      %35 = "stablehlo.compare"(%arg1, %arg2) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%35) : (tensor<i1>) -> ()
    }) {dimension = 1 : i64, is_stable = true} : (tensor<2x6xi64>, tensor<2x6xi64>) -> (tensor<2x6xi64>, tensor<2x6xi64>)
    %3 = "stablehlo.broadcast_in_dim"(%2#0) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x6xi64>) -> tensor<2x6x6xi64>
    %4 = "stablehlo.broadcast_in_dim"(%2#0) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x6xi64>) -> tensor<2x6x6xi64>
    %5 = "stablehlo.compare"(%3, %4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x6x6xi64>, tensor<2x6x6xi64>) -> tensor<2x6x6xi1>
    %6 = "stablehlo.convert"(%5) : (tensor<2x6x6xi1>) -> tensor<2x6x6xi64>
    %7 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %8 = "stablehlo.reduce"(%6, %7) ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      %35 = "stablehlo.add"(%arg1, %arg2) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%35) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x6x6xi64>, tensor<i64>) -> tensor<2x6xi64>
    %9 = "stablehlo.slice"(%2#0) {limit_indices = array<i64: 2, 6>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>} : (tensor<2x6xi64>) -> tensor<2x5xi64>
    %10 = "stablehlo.slice"(%2#0) {limit_indices = array<i64: 2, 6>, start_indices = array<i64: 0, 5>, strides = array<i64: 1, 1>} : (tensor<2x6xi64>) -> tensor<2x1xi64>
    %11 = "stablehlo.concatenate"(%9, %10) {dimension = 1 : i64} : (tensor<2x5xi64>, tensor<2x1xi64>) -> tensor<2x6xi64>
    %12 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x6xi64>
    %13 = "stablehlo.constant"() {value = dense<5> : tensor<i64>} : () -> tensor<i64>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x6xi64>
    %15 = "stablehlo.compare"(%12, %14) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x6xi64>, tensor<2x6xi64>) -> tensor<2x6xi1>
    %16 = "stablehlo.compare"(%2#0, %11) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<2x6xi64>, tensor<2x6xi64>) -> tensor<2x6xi1>
    %17 = "stablehlo.or"(%15, %16) : (tensor<2x6xi1>, tensor<2x6xi1>) -> tensor<2x6xi1>
    %18 = "stablehlo.constant"() {value = dense<-1> : tensor<i64>} : () -> tensor<i64>
    %19 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x6xi64>
    %20 = "stablehlo.select"(%17, %8, %19) : (tensor<2x6xi1>, tensor<2x6xi64>, tensor<2x6xi64>) -> tensor<2x6xi64>
    %21 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x6xi64>
    %22 = "stablehlo.constant"() {value = dense<-2> : tensor<i64>} : () -> tensor<i64>
    %23 = "stablehlo.constant"() {value = dense<9223372036854775807> : tensor<i64>} : () -> tensor<i64>
    %24:2 = "stablehlo.reduce"(%20, %21, %22, %23) ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>, %arg3: tensor<i64>, %arg4: tensor<i64>):
      %35 = "stablehlo.compare"(%arg1, %arg3) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %36 = "stablehlo.compare"(%arg1, %arg3) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %37 = "stablehlo.compare"(%arg2, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %38 = "stablehlo.and"(%36, %37) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %39 = "stablehlo.or"(%35, %38) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %40 = "stablehlo.select"(%39, %arg1, %arg3) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
      %41 = "stablehlo.select"(%39, %arg2, %arg4) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%40, %41) : (tensor<i64>, tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x6xi64>, tensor<2x6xi64>, tensor<i64>, tensor<i64>) -> (tensor<2xi64>, tensor<2xi64>)
    %25 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x1xi64>
    %26 = "stablehlo.reshape"(%24#1) : (tensor<2xi64>) -> tensor<2x1xi64>
    %27 = "stablehlo.concatenate"(%25, %26) {dimension = 1 : i64} : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x2xi64>
    %28 = "stablehlo.gather"(%2#0, %27) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>} : (tensor<2x6xi64>, tensor<2x2xi64>) -> tensor<2xi64>
    %29 = "stablehlo.reshape"(%28) : (tensor<2xi64>) -> tensor<1x2xi64>
    %30 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<2x1xi64>
    %31 = "stablehlo.reshape"(%24#1) : (tensor<2xi64>) -> tensor<2x1xi64>
    %32 = "stablehlo.concatenate"(%30, %31) {dimension = 1 : i64} : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x2xi64>
    %33 = "stablehlo.gather"(%2#1, %32) {dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>} : (tensor<2x6xi64>, tensor<2x2xi64>) -> tensor<2xi64>
    %34 = "stablehlo.reshape"(%33) : (tensor<2xi64>) -> tensor<1x2xi64>
    return %29, %34 : tensor<1x2xi64>, tensor<1x2xi64>
  }
}
