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
    %11 = "stablehlo.constant"() {value = dense<[2.000000e+00, 3.000000e+00, 2.000000e+00]> : tensor<3xf64>} : () -> tensor<3xf64>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf64>) -> tensor<3x2xf64>
    %13 = "stablehlo.constant"() {value = dense<4.000000e+00> : tensor<2xf64>} : () -> tensor<2xf64>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf64>) -> tensor<3x2xf64>
    %15 = "stablehlo.multiply"(%12, %14) : (tensor<3x2xf64>, tensor<3x2xf64>) -> tensor<3x2xf64>
    %16 = "stablehlo.convert"(%15) : (tensor<3x2xf64>) -> tensor<3x2xf32>
    %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x2xf32>) -> tensor<2x3x2xf32>
    %18 = "stablehlo.divide"(%0, %17) : (tensor<2x3x2xf32>, tensor<2x3x2xf32>) -> tensor<2x3x2xf32>
    %19 = "stablehlo.reshape"(%18) : (tensor<2x3x2xf32>) -> tensor<6x2x1xf32>
    %20 = "stablehlo.constant"() {value = dense<[[[0], [1], [2], [3]], [[3], [4], [5], [6]]]> : tensor<2x4x1xi64>} : () -> tensor<2x4x1xi64>
    %21 = "stablehlo.constant"() {value = dense<1> : tensor<2x4xui8>} : () -> tensor<2x4xui8>
    %22 = "stablehlo.constant"() {value = dense<0> : tensor<ui8>} : () -> tensor<ui8>
    %23 = "stablehlo.broadcast_in_dim"(%22) {broadcast_dimensions = array<i64>} : (tensor<ui8>) -> tensor<2x4xui8>
    %24 = "stablehlo.compare"(%21, %23) {compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<2x4xui8>, tensor<2x4xui8>) -> tensor<2x4xi1>
    %25 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<6x2x1xf32>) -> tensor<6x2x4x1xf32>
    %26 = "stablehlo.broadcast_in_dim"(%24) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<2x4xi1>) -> tensor<6x2x4x1xi1>
    %27 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %28 = "stablehlo.broadcast_in_dim"(%27) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<6x2x4x1xf32>
    %29 = "stablehlo.select"(%26, %25, %28) : (tensor<6x2x4x1xi1>, tensor<6x2x4x1xf32>, tensor<6x2x4x1xf32>) -> tensor<6x2x4x1xf32>
    %30 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %31 = "stablehlo.broadcast_in_dim"(%30) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<6x7x1xf32>
    %32 = "stablehlo.scatter"(%31, %20, %29) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %48 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%48) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 3], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>} : (tensor<6x7x1xf32>, tensor<2x4x1xi64>, tensor<6x2x4x1xf32>) -> tensor<6x7x1xf32>
    %33 = "stablehlo.reshape"(%32) : (tensor<6x7x1xf32>) -> tensor<2x3x7xf32>
    %34 = "stablehlo.constant"() {value = dense<[[[0], [1], [1]], [[1], [2], [3]], [[3], [4], [4]]]> : tensor<3x3x1xi64>} : () -> tensor<3x3x1xi64>
    %35 = "stablehlo.constant"() {value = dense<[[1, 1, 0], [1, 1, 1], [1, 1, 0]]> : tensor<3x3xui8>} : () -> tensor<3x3xui8>
    %36 = "stablehlo.constant"() {value = dense<0> : tensor<ui8>} : () -> tensor<ui8>
    %37 = "stablehlo.broadcast_in_dim"(%36) {broadcast_dimensions = array<i64>} : (tensor<ui8>) -> tensor<3x3xui8>
    %38 = "stablehlo.compare"(%35, %37) {compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<3x3xui8>, tensor<3x3xui8>) -> tensor<3x3xi1>
    %39 = "stablehlo.broadcast_in_dim"(%33) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<2x3x7xf32>) -> tensor<2x3x3x7xf32>
    %40 = "stablehlo.broadcast_in_dim"(%38) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x3xi1>) -> tensor<2x3x3x7xi1>
    %41 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %42 = "stablehlo.broadcast_in_dim"(%41) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3x3x7xf32>
    %43 = "stablehlo.select"(%40, %39, %42) : (tensor<2x3x3x7xi1>, tensor<2x3x3x7xf32>, tensor<2x3x3x7xf32>) -> tensor<2x3x3x7xf32>
    %44 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %45 = "stablehlo.broadcast_in_dim"(%44) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x5x7xf32>
    %46 = "stablehlo.scatter"(%45, %34, %43) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %48 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%48) : (tensor<f32>) -> ()
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 3], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>} : (tensor<2x5x7xf32>, tensor<3x3x1xi64>, tensor<2x3x3x7xf32>) -> tensor<2x5x7xf32>
    %47 = "stablehlo.reshape"(%46) : (tensor<2x5x7xf32>) -> tensor<1x2x5x7xf32>
    return %47 : tensor<1x2x5x7xf32>
  }
}
