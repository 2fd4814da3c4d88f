module {
  func.func @main(%arg0: tensor<1x2x3x2xf32>, %arg1: tensor<1x2x5x7xf32>) -> tensor<1x2x5x7xf32> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<1x2x3x2xf32>) -> tensor<2x3x2xf32>
    %1 = "stablehlo.constant"() {value = dense<[[[0], [1], [1]], [[1], [2], [3]], [[3], [4], [4]]]> : tensor<3x3x1xi64>} : () -> tensor<3x3x1xi64>
    %2 = "stablehlo.constant"() {value = dense<[[1, 1, 0], [1, 1, 1], [1, 1, 0]]> : tensor<3x3xui8>} : () -> tensor<3x3xui8>
    %3 = "stablehlo.constant"() {value = dense<0> : tensor<ui8>} : () -> tensor<ui8>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<ui8>) -> tensor<3x3xui8>
    %5 = "stablehlo.compare"(%2, %4) {compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<3x3xui8>, tensor<3x3xui8>) -> tensor<3x3xi1>
    %6 = "stablehlo.constant"() {value = dense<[[[0], [1], [2], [3]], [[3], [4], [5], [6]]]> : tensor<2x4x1xi64>} : () -> tensor<2x4x1xi64>
    %7 = "stablehlo.constant"() {value = dense<1> : tensor<2x4xui8>} : () -> tensor<2x4xui8>
    %8 = "stablehlo.constant"() {value = dense<0> : tensor<ui8>} : () -> tensor<ui8>
    %9 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64>} : (tensor<ui8>) -> tensor<2x4xui8>
    %10 = "stablehlo.compare"(%7, %9) {compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<2x4xui8>, tensor<2x4xui8>) -> tensor<2x4xi1>
    %11 = "stablehlo.constant"() {value = dense<[[8.000000e+00, 8.000000e+00], [1.200000e+01, 1.200000e+01], [8.000000e+00, 8.000000e+00]]> : tensor<3x2xf64>} : () -> tensor<3x2xf64>
    %12 = "stablehlo.convert"(%11) : (tensor<3x2xf64>) -> tensor<3x2xf32>
    %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x2xf32>) -> tensor<2x3x2xf32>
    %14 = "stablehlo.divide"(%0, %13) : (tensor<2x3x2xf32>, tensor<2x3x2xf32>) -> tensor<2x3x2xf32>
    %15 = "stablehlo.reshape"(%14) : (tensor<2x3x2xf32>) -> tensor<6x2x1xf32>
    %16 = "stablehlo.constant"() {value = dense<[[[0], [1], [2], [3]], [[3], [4], [5], [6]]]> : tensor<2x4x1xi64>} : () -> tensor<2x4x1xi64>
    %17 = "stablehlo.constant"() {value = dense<1> : tensor<2x4xui8>} : () -> tensor<2x4xui8>
    %18 = "stablehlo.constant"() {value = dense<0> : tensor<ui8>} : () -> tensor<ui8>
    %19 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64>} : (tensor<ui8>) -> tensor<2x4xui8>
    %20 = "stablehlo.compare"(%17, %19) {compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<2x4xui8>, tensor<2x4xui8>) -> tensor<2x4xi1>
    %21 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<6x2x1xf32>) -> tensor<6x2x4x1xf32>
    %22 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<2x4xi1>) -> tensor<6x2x4x1xi1>
    %23 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %24 = "stablehlo.broadcast_in_dim"(%23) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<6x2x4x1xf32>
    %25 = "stablehlo.select"(%22, %21, %24) : (tensor<6x2x4x1xi1>, tensor<6x2x4x1xf32>, tensor<6x2x4x1xf32>) -> tensor<6x2x4x1xf32>
    %26 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %27 = "stablehlo.broadcast_in_dim"(%26) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<6x7x1xf32>
    %28 = "stablehlo.scatter"(%27, %16, %25) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %44 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%44) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 3], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>} : (tensor<6x7x1xf32>, tensor<2x4x1xi64>, tensor<6x2x4x1xf32>) -> tensor<6x7x1xf32>
    %29 = "stablehlo.reshape"(%28) : (tensor<6x7x1xf32>) -> tensor<2x3x7xf32>
    %30 = "stablehlo.constant"() {value = dense<[[[0], [1], [1]], [[1], [2], [3]], [[3], [4], [4]]]> : tensor<3x3x1xi64>} : () -> tensor<3x3x1xi64>
    %31 = "stablehlo.constant"() {value = dense<[[1, 1, 0], [1, 1, 1], [1, 1, 0]]> : tensor<3x3xui8>} : () -> tensor<3x3xui8>
    %32 = "stablehlo.constant"() {value = dense<0> : tensor<ui8>} : () -> tensor<ui8>
    %33 = "stablehlo.broadcast_in_dim"(%32) {broadcast_dimensions = array<i64>} : (tensor<ui8>) -> tensor<3x3xui8>
    %34 = "stablehlo.compare"(%31, %33) {compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<3x3xui8>, tensor<3x3xui8>) -> tensor<3x3xi1>
    %35 = "stablehlo.broadcast_in_dim"(%29) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<2x3x7xf32>) -> tensor<2x3x3x7xf32>
    %36 = "stablehlo.broadcast_in_dim"(%34) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xi1>) -> tensor<2x3x3x7xi1>
    %37 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %38 = "stablehlo.broadcast_in_dim"(%37) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3x3x7xf32>
    %39 = "stablehlo.select"(%36, %35, %38) : (tensor<2x3x3x7xi1>, tensor<2x3x3x7xf32>, tensor<2x3x3x7xf32>) -> tensor<2x3x3x7xf32>
    %40 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %41 = "stablehlo.broadcast_in_dim"(%40) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x5x7xf32>
    %42 = "stablehlo.scatter"(%41, %30, %39) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %44 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%44) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 3], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>} : (tensor<2x5x7xf32>, tensor<3x3x1xi64>, tensor<2x3x3x7xf32>) -> tensor<2x5x7xf32>
    %43 = "stablehlo.reshape"(%42) : (tensor<2x5x7xf32>) -> tensor<1x2x5x7xf32>
    return %43 : tensor<1x2x5x7xf32>
  }
}
