module {
  func.func @main(%arg0: tensor<1x2x4xf32>) -> (tensor<1x1x2xf32>, tensor<1x1x2xi64>) {
    %0 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x2x4xi64>
    %1 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x2x4xi64>
    %2 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x2x4xi64>
    %4 = "stablehlo.multiply"(%0, %3) : (tensor<1x2x4xi64>, tensor<1x2x4xi64>) -> tensor<1x2x4xi64>
    %5 = "stablehlo.add"(%4, %1) : (tensor<1x2x4xi64>, tensor<1x2x4xi64>) -> tensor<1x2x4xi64>
    %6 = "stablehlo.constant"() {value = dense<[[[0], [1]]]> : tensor<1x2x1xi64>} : () -> tensor<1x2x1xi64>
    %7 = "stablehlo.constant"() {value = dense<1> : tensor<1x2xui8>} : () -> tensor<1x2xui8>
    %8 = "stablehlo.constant"() {value = dense<0> : tensor<ui8>} : () -> tensor<ui8>
    %9 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64>} : (tensor<ui8>) -> tensor<1x2xui8>
    %10 = "stablehlo.compare"(%7, %9) {compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<1x2xui8>, tensor<1x2xui8>) -> tensor<1x2xi1>
    %11 = "stablehlo.gather"(%arg0, %6) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 4>} : (tensor<1x2x4xf32>, tensor<1x2x1xi64>) -> tensor<1x1x2x4xf32>
    %12 = "stablehlo.constant"() {value = dense<[[[0], [1]]]> : tensor<1x2x1xi64>} : () -> tensor<1x2x1xi64>
    %13 = "stablehlo.constant"() {value = dense<1> : tensor<1x2xui8>} : () -> tensor<1x2xui8>
    %14 = "stablehlo.constant"() {value = dense<0> : tensor<ui8>} : () -> tensor<ui8>
    %15 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64>} : (tensor<ui8>) -> tensor<1x2xui8>
    %16 = "stablehlo.compare"(%13, %15) {compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<1x2xui8>, tensor<1x2xui8>) -> tensor<1x2xi1>
    %17 = "stablehlo.gather"(%5, %12) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 4>} : (tensor<1x2x4xi64>, tensor<1x2x1xi64>) -> tensor<1x1x2x4xi64>
    %18 = "stablehlo.constant"() {value = dense<[[[0], [1]], [[2], [3]]]> : tensor<2x2x1xi64>} : () -> tensor<2x2x1xi64>
    %19 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xui8>} : () -> tensor<2x2xui8>
    %20 = "stablehlo.constant"() {value = dense<0> : tensor<ui8>} : () -> tensor<ui8>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64>} : (tensor<ui8>) -> tensor<2x2xui8>
    %22 = "stablehlo.compare"(%19, %21) {compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<2x2xui8>, tensor<2x2xui8>) -> tensor<2x2xi1>
    %23 = "stablehlo.reshape"(%11) : (tensor<1x1x2x4xf32>) -> tensor<2x4x1xf32>
    %24 = "stablehlo.gather"(%23, %18) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 2, 1, 1>} : (tensor<2x4x1xf32>, tensor<2x2x1xi64>) -> tensor<2x2x2x1xf32>
    %25 = "stablehlo.reshape"(%24) : (tensor<2x2x2x1xf32>) -> tensor<1x1x2x2x2xf32>
    %26 = "stablehlo.constant"() {value = dense<[[[0], [1]], [[2], [3]]]> : tensor<2x2x1xi64>} : () -> tensor<2x2x1xi64>
    %27 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xui8>} : () -> tensor<2x2xui8>
    %28 = "stablehlo.constant"() {value = dense<0> : tensor<ui8>} : () -> tensor<ui8>
    %29 = "stablehlo.broadcast_in_dim"(%28) {broadcast_dimensions = array<i64>} : (tensor<ui8>) -> tensor<2x2xui8>
    %30 = "stablehlo.compare"(%27, %29) {compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<2x2xui8>, tensor<2x2xui8>) -> tensor<2x2xi1>
    %31 = "stablehlo.reshape"(%17) : (tensor<1x1x2x4xi64>) -> tensor<2x4x1xi64>
    %32 = "stablehlo.gather"(%31, %26) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 2, 1, 1>} : (tensor<2x4x1xi64>, tensor<2x2x1xi64>) -> tensor<2x2x2x1xi64>
    %33 = "stablehlo.reshape"(%32) : (tensor<2x2x2x1xi64>) -> tensor<1x1x2x2x2xi64>
    %34 = "stablehlo.transpose"(%25) {permutation = array<i64: 0, 1, 3, 2, 4>} : (tensor<1x1x2x2x2xf32>) -> tensor<1x1x2x2x2xf32>
    %35 = "stablehlo.reshape"(%34) : (tensor<1x1x2x2x2xf32>) -> tensor<1x1x2x4xf32>
    %36 = "stablehlo.transpose"(%33) {permutation = array<i64: 0, 1, 3, 2, 4>} : (tensor<1x1x2x2x2xi64>) -> tensor<1x1x2x2x2xi64>
    %37 = "stablehlo.reshape"(%36) : (tensor<1x1x2x2x2xi64>) -> tensor<1x1x2x4xi64>
    %38 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %39 = "stablehlo.constant"() {value = dense<9223372036854775807> : tensor<i64>} : () -> tensor<i64>
    %40:2 = "stablehlo.reduce"(%35, %37, %38, %39) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<i64>, %arg3: tensor<f32>, %arg4: tensor<i64>):
      %41 = "stablehlo.compare"(%arg1, %arg3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %42 = "stablehlo.compare"(%arg1, %arg3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %43 = "stablehlo.compare"(%arg2, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %44 = "stablehlo.and"(%42, %43) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %45 = "stablehlo.compare"(%arg1, %arg1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %46 = "stablehlo.compare"(%arg3, %arg3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %47 = "stablehlo.not"(%46) : (tensor<i1>) -> tensor<i1>
      %48 = "stablehlo.and"(%45, %47) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %49 = "stablehlo.or"(%41, %48) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %50 = "stablehlo.and"(%45, %46) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %51 = "stablehlo.compare"(%arg2, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %52 = "stablehlo.and"(%50, %51) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %53 = "stablehlo.or"(%44, %52) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %54 = "stablehlo.or"(%49, %53) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %55 = "stablehlo.select"(%54, %arg1, %arg3) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %56 = "stablehlo.select"(%54, %arg2, %arg4) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%55, %56) : (tensor<f32>, tensor<i64>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x2x4xf32>, tensor<1x1x2x4xi64>, tensor<f32>, tensor<i64>) -> (tensor<1x1x2xf32>, tensor<1x1x2xi64>)
    return %40#0, %40#1 : tensor<1x1x2xf32>, tensor<1x1x2xi64>
  }
}
