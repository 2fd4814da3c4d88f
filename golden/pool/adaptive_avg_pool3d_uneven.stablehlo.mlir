module {
  func.func @main(%arg0: tensor<1x2x5x4x3xf32>) -> tensor<1x2x2x3x2xf32> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<1x2x5x4x3xf32>) -> tensor<2x5x12xf32>
    %1 = "stablehlo.constant"() {value = dense<[[[0], [1], [2]], [[2], [3], [4]]]> : tensor<2x3x1xi64>} : () -> tensor<2x3x1xi64>
    %2 = "stablehlo.constant"() {value = dense<1> : tensor<2x3xui8>} : () -> tensor<2x3xui8>
    %3 = "stablehlo.constant"() {value = dense<0> : tensor<ui8>} : () -> tensor<ui8>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<ui8>) -> tensor<2x3xui8>
    %5 = "stablehlo.compare"(%2, %4) {compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<2x3xui8>, tensor<2x3xui8>) -> tensor<2x3xi1>
    %6 = "stablehlo.gather"(%0, %1) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 2, 1, 12>} : (tensor<2x5x12xf32>, tensor<2x3x1xi64>) -> tensor<2x2x3x12xf32>
    %7 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<2x3xi1>) -> tensor<2x2x3x12xi1>
    %8 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %9 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x3x12xf32>
    %10 = "stablehlo.select"(%7, %6, %9) : (tensor<2x2x3x12xi1>, tensor<2x2x3x12xf32>, tensor<2x2x3x12xf32>) -> tensor<2x2x3x12xf32>
    %11 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %12 = "stablehlo.reduce"(%10, %11) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %60 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%60) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x2x3x12xf32>, tensor<f32>) -> tensor<2x2x12xf32>
    %13 = "stablehlo.reshape"(%12) : (tensor<2x2x12xf32>) -> tensor<4x4x3xf32>
    %14 = "stablehlo.constant"() {value = dense<[[[0], [1]], [[1], [2]], [[2], [3]]]> : tensor<3x2x1xi64>} : () -> tensor<3x2x1xi64>
    %15 = "stablehlo.constant"() {value = dense<1> : tensor<3x2xui8>} : () -> tensor<3x2xui8>
    %16 = "stablehlo.constant"() {value = dense<0> : tensor<ui8>} : () -> tensor<ui8>
    %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64>} : (tensor<ui8>) -> tensor<3x2xui8>
    %18 = "stablehlo.compare"(%15, %17) {compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<3x2xui8>, tensor<3x2xui8>) -> tensor<3x2xi1>
    %19 = "stablehlo.gather"(%13, %14) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 4, 1, 3>} : (tensor<4x4x3xf32>, tensor<3x2x1xi64>) -> tensor<4x3x2x3xf32>
    %20 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x2xi1>) -> tensor<4x3x2x3xi1>
    %21 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %22 = "stablehlo.broadcast_in_dim"(%21) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x3x2x3xf32>
    %23 = "stablehlo.select"(%20, %19, %22) : (tensor<4x3x2x3xi1>, tensor<4x3x2x3xf32>, tensor<4x3x2x3xf32>) -> tensor<4x3x2x3xf32>
    %24 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %25 = "stablehlo.reduce"(%23, %24) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %60 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%60) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<4x3x2x3xf32>, tensor<f32>) -> tensor<4x3x3xf32>
    %26 = "stablehlo.reshape"(%25) : (tensor<4x3x3xf32>) -> tensor<12x3x1xf32>
    %27 = "stablehlo.constant"() {value = dense<[[[0], [1]], [[1], [2]]]> : tensor<2x2x1xi64>} : () -> tensor<2x2x1xi64>
    %28 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xui8>} : () -> tensor<2x2xui8>
    %29 = "stablehlo.constant"() {value = dense<0> : tensor<ui8>} : () -> tensor<ui8>
    %30 = "stablehlo.broadcast_in_dim"(%29) {broadcast_dimensions = array<i64>} : (tensor<ui8>) -> tensor<2x2xui8>
    %31 = "stablehlo.compare"(%28, %30) {compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<2x2xui8>, tensor<2x2xui8>) -> tensor<2x2xi1>
    %32 = "stablehlo.gather"(%26, %27) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 12, 1, 1>} : (tensor<12x3x1xf32>, tensor<2x2x1xi64>) -> tensor<12x2x2x1xf32>
    %33 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<2x2xi1>) -> tensor<12x2x2x1xi1>
    %34 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %35 = "stablehlo.broadcast_in_dim"(%34) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12x2x2x1xf32>
    %36 = "stablehlo.select"(%33, %32, %35) : (tensor<12x2x2x1xi1>, tensor<12x2x2x1xf32>, tensor<12x2x2x1xf32>) -> tensor<12x2x2x1xf32>
    %37 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %38 = "stablehlo.reduce"(%36, %37) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %60 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%60) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<12x2x2x1xf32>, tensor<f32>) -> tensor<12x2x1xf32>
    %39 = "stablehlo.reshape"(%38) : (tensor<12x2x1xf32>) -> tensor<2x2x3x2xf32>
    %40 = "stablehlo.constant"() {value = dense<[[[0], [1], [2]], [[2], [3], [4]]]> : tensor<2x3x1xi64>} : () -> tensor<2x3x1xi64>
    %41 = "stablehlo.constant"() {value = dense<1> : tensor<2x3xui8>} : () -> tensor<2x3xui8>
    %42 = "stablehlo.constant"() {value = dense<0> : tensor<ui8>} : () -> tensor<ui8>
    %43 = "stablehlo.broadcast_in_dim"(%42) {broadcast_dimensions = array<i64>} : (tensor<ui8>) -> tensor<2x3xui8>
    %44 = "stablehlo.compare"(%41, %43) {compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<2x3xui8>, tensor<2x3xui8>) -> tensor<2x3xi1>
    %45 = "stablehlo.constant"() {value = dense<[[[0], [1]], [[1], [2]], [[2], [3]]]> : tensor<3x2x1xi64>} : () -> tensor<3x2x1xi64>
    %46 = "stablehlo.constant"() {value = dense<1> : tensor<3x2xui8>} : () -> tensor<3x2xui8>
    %47 = "stablehlo.constant"() {value = dense<0> : tensor<ui8>} : () -> tensor<ui8>
    %48 = "stablehlo.broadcast_in_dim"(%47) {broadcast_dimensions = array<i64>} : (tensor<ui8>) -> tensor<3x2xui8>
    %49 = "stablehlo.compare"(%46, %48) {compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<3x2xui8>, tensor<3x2xui8>) -> tensor<3x2xi1>
    %50 = "stablehlo.constant"() {value = dense<[[[0], [1]], [[1], [2]]]> : tensor<2x2x1xi64>} : () -> tensor<2x2x1xi64>
    %51 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xui8>} : () -> tensor<2x2xui8>
    %52 = "stablehlo.constant"() {value = dense<0> : tensor<ui8>} : () -> tensor<ui8>
    %53 = "stablehlo.broadcast_in_dim"(%52) {broadcast_dimensions = array<i64>} : (tensor<ui8>) -> tensor<2x2xui8>
    %54 = "stablehlo.compare"(%51, %53) {compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<2x2xui8>, tensor<2x2xui8>) -> tensor<2x2xi1>
    %55 = "stablehlo.constant"() {value = dense<1.200000e+01> : tensor<2x3x2xf64>} : () -> tensor<2x3x2xf64>
    %56 = "stablehlo.convert"(%55) : (tensor<2x3x2xf64>) -> tensor<2x3x2xf32>
    %57 = "stablehlo.broadcast_in_dim"(%56) {broadcast_dimensions = array<i64: 1, 2, 3>} : (tensor<2x3x2xf32>) -> tensor<2x2x3x2xf32>
    %58 = "stablehlo.divide"(%39, %57) : (tensor<2x2x3x2xf32>, tensor<2x2x3x2xf32>) -> tensor<2x2x3x2xf32>
    %59 = "stablehlo.reshape"(%58) : (tensor<2x2x3x2xf32>) -> tensor<1x2x2x3x2xf32>
    return %59 : tensor<1x2x2x3x2xf32>
  }
}
