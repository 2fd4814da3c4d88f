module {
  func.func @main(%arg0: tensor<1x2x5x7xf32>) -> tensor<1x2x3x2xf32> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<1x2x5x7xf32>) -> tensor<2x5x7xf32>
    %1 = "stablehlo.constant"() {value = dense<[[[0], [1], [1]], [[1], [2], [3]], [[3], [4], [4]]]> : tensor<3x3x1xi64>} : () -> tensor<3x3x1xi64>
    %2 = "stablehlo.constant"() {value = dense<[[1, 1, 0], [1, 1, 1], [1, 1, 0]]> : tensor<3x3xui8>} : () -> tensor<3x3xui8>
    %3 = "stablehlo.constant"() {value = dense<0> : tensor<ui8>} : () -> tensor<ui8>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<ui8>) -> tensor<3x3xui8>
    %5 = "stablehlo.compare"(%2, %4) {compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<3x3xui8>, tensor<3x3xui8>) -> tensor<3x3xi1>
    %6 = "stablehlo.gather"(%0, %1) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 2, 1, 7>} : (tensor<2x5x7xf32>, tensor<3x3x1xi64>) -> tensor<2x3x3x7xf32>
    %7 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xi1>) -> tensor<2x3x3x7xi1>
    %8 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %9 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3x3x7xf32>
    %10 = "stablehlo.select"(%7, %6, %9) : (tensor<2x3x3x7xi1>, tensor<2x3x3x7xf32>, tensor<2x3x3x7xf32>) -> tensor<2x3x3x7xf32>
    %11 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %12 = "stablehlo.reduce"(%10, %11) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %46 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%46) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x3x3x7xf32>, tensor<f32>) -> tensor<2x3x7xf32>
    %13 = "stablehlo.reshape"(%12) : (tensor<2x3x7xf32>) -> tensor<6x7x1xf32>
    %14 = "stablehlo.constant"() {value = dense<[[[0], [1], [2], [3]], [[3], [4], [5], [6]]]> : tensor<2x4x1xi64>} : () -> tensor<2x4x1xi64>
    %15 = "stablehlo.constant"() {value = dense<1> : tensor<2x4xui8>} : () -> tensor<2x4xui8>
    %16 = "stablehlo.constant"() {value = dense<0> : tensor<ui8>} : () -> tensor<ui8>
    %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64>} : (tensor<ui8>) -> tensor<2x4xui8>
    %18 = "stablehlo.compare"(%15, %17) {compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<2x4xui8>, tensor<2x4xui8>) -> tensor<2x4xi1>
    %19 = "stablehlo.gather"(%13, %14) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 6, 1, 1>} : (tensor<6x7x1xf32>, tensor<2x4x1xi64>) -> tensor<6x2x4x1xf32>
    %20 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<2x4xi1>) -> tensor<6x2x4x1xi1>
    %21 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %22 = "stablehlo.broadcast_in_dim"(%21) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<6x2x4x1xf32>
    %23 = "stablehlo.select"(%20, %19, %22) : (tensor<6x2x4x1xi1>, tensor<6x2x4x1xf32>, tensor<6x2x4x1xf32>) -> tensor<6x2x4x1xf32>
    %24 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %25 = "stablehlo.reduce"(%23, %24) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %46 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%46) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<6x2x4x1xf32>, tensor<f32>) -> tensor<6x2x1xf32>
    %26 = "stablehlo.reshape"(%25) : (tensor<6x2x1xf32>) -> tensor<2x3x2xf32>
    %27 = "stablehlo.constant"() {value = dense<[[[0], [1], [1]], [[1], [2], [3]], [[3], [4], [4]]]> : tensor<3x3x1xi64>} : () -> tensor<3x3x1xi64>
    %28 = "stablehlo.constant"() {value = dense<[[1, 1, 0], [1, 1, 1], [1, 1, 0]]> : tensor<3x3xui8>} : () -> tensor<3x3xui8>
    %29 = "stablehlo.constant"() {value = dense<0> : tensor<ui8>} : () -> tensor<ui8>
    %30 = "stablehlo.broadcast_in_dim"(%29) {broadcast_dimensions = array<i64>} : (tensor<ui8>) -> tensor<3x3xui8>
    %31 = "stablehlo.compare"(%28, %30) {compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<3x3xui8>, tensor<3x3xui8>) -> tensor<3x3xi1>
    %32 = "stablehlo.constant"() {value = dense<[[[0], [1], [2], [3]], [[3], [4], [5], [6]]]> : tensor<2x4x1xi64>} : () -> tensor<2x4x1xi64>
    %33 = "stablehlo.constant"() {value = dense<1> : tensor<2x4xui8>} : () -> tensor<2x4xui8>
    %34 = "stablehlo.constant"() {value = dense<0> : tensor<ui8>} : () -> tensor<ui8>
    %35 = "stablehlo.broadcast_in_dim"(%34) {broadcast_dimensions = array<i64>} : (tensor<ui8>) -> tensor<2x4xui8>
    %36 = "stablehlo.compare"(%33, %35) {compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<2x4xui8>, tensor<2x4xui8>) -> tensor<2x4xi1>
    %37 = "stablehlo.constant"() {value = dense<[2.000000e+00, 3.000000e+00, 2.000000e+00]> : tensor<3xf64>} : () -> tensor<3xf64>
    %38 = "stablehlo.broadcast_in_dim"(%37) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf64>) -> tensor<3x2xf64>
    %39 = "stablehlo.constant"() {value = dense<4.000000e+00> : tensor<2xf64>} : () -> tensor<2xf64>
    %40 = "stablehlo.broadcast_in_dim"(%39) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf64>) -> tensor<3x2xf64>
    %41 = "stablehlo.multiply"(%38, %40) : (tensor<3x2xf64>, tensor<3x2xf64>) -> tensor<3x2xf64>
    %42 = "stablehlo.convert"(%41) : (tensor<3x2xf64>) -> tensor<3x2xf32>
    %43 = "stablehlo.broadcast_in_dim"(%42) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x2xf32>) -> tensor<2x3x2xf32>
    %44 = "stablehlo.divide"(%26, %43) : (tensor<2x3x2xf32>, tensor<2x3x2xf32>) -> tensor<2x3x2xf32>
    %45 = "stablehlo.reshape"(%44) : (tensor<2x3x2xf32>) -> tensor<1x2x3x2xf32>
    return %45 : tensor<1x2x3x2xf32>
  }
}
