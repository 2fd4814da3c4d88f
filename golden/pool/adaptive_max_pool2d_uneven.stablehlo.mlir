module {
  func.func @main(%arg0: tensor<2x3x7x5xf32>) -> (tensor<2x3x3x2xf32>, tensor<2x3x3x2xi64>) {
    %0 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x3x7x5xi64>
    %1 = "stablehlo.iota"() {iota_dimension = 3 : i64} : () -> tensor<2x3x7x5xi64>
    %2 = "stablehlo.constant"() {value = dense<5> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3x7x5xi64>
    %4 = "stablehlo.multiply"(%0, %3) : (tensor<2x3x7x5xi64>, tensor<2x3x7x5xi64>) -> tensor<2x3x7x5xi64>
    %5 = "stablehlo.add"(%4, %1) : (tensor<2x3x7x5xi64>, tensor<2x3x7x5xi64>) -> tensor<2x3x7x5xi64>
    %6 = "stablehlo.constant"() {value = dense<[[[0], [1], [2]], [[2], [3], [4]], [[4], [5], [6]]]> : tensor<3x3x1xi64>} : () -> tensor<3x3x1xi64>
    %7 = "stablehlo.constant"() {value = dense<1> : tensor<3x3xui8>} : () -> tensor<3x3xui8>
    %8 = "stablehlo.constant"() {value = dense<0> : tensor<ui8>} : () -> tensor<ui8>
    %9 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64>} : (tensor<ui8>) -> tensor<3x3xui8>
    %10 = "stablehlo.compare"(%7, %9) {compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<3x3xui8>, tensor<3x3xui8>) -> tensor<3x3xi1>
    %11 = "stablehlo.reshape"(%arg0) : (tensor<2x3x7x5xf32>) -> tensor<6x7x5xf32>
    %12 = "stablehlo.gather"(%11, %6) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 6, 1, 5>} : (tensor<6x7x5xf32>, tensor<3x3x1xi64>) -> tensor<6x3x3x5xf32>
    %13 = "stablehlo.reshape"(%12) : (tensor<6x3x3x5xf32>) -> tensor<2x3x3x3x5xf32>
    %14 = "stablehlo.constant"() {value = dense<[[[0], [1], [2]], [[2], [3], [4]], [[4], [5], [6]]]> : tensor<3x3x1xi64>} : () -> tensor<3x3x1xi64>
    %15 = "stablehlo.constant"() {value = dense<1> : tensor<3x3xui8>} : () -> tensor<3x3xui8>
    %16 = "stablehlo.constant"() {value = dense<0> : tensor<ui8>} : () -> tensor<ui8>
    %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64>} : (tensor<ui8>) -> tensor<3x3xui8>
    %18 = "stablehlo.compare"(%15, %17) {compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<3x3xui8>, tensor<3x3xui8>) -> tensor<3x3xi1>
    %19 = "stablehlo.reshape"(%5) : (tensor<2x3x7x5xi64>) -> tensor<6x7x5xi64>
    %20 = "stablehlo.gather"(%19, %14) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 6, 1, 5>} : (tensor<6x7x5xi64>, tensor<3x3x1xi64>) -> tensor<6x3x3x5xi64>
    %21 = "stablehlo.reshape"(%20) : (tensor<6x3x3x5xi64>) -> tensor<2x3x3x3x5xi64>
    %22 = "stablehlo.constant"() {value = dense<[[[0], [1], [2]], [[2], [3], [4]]]> : tensor<2x3x1xi64>} : () -> tensor<2x3x1xi64>
    %23 = "stablehlo.constant"() {value = dense<1> : tensor<2x3xui8>} : () -> tensor<2x3xui8>
    %24 = "stablehlo.constant"() {value = dense<0> : tensor<ui8>} : () -> tensor<ui8>
    %25 = "stablehlo.broadcast_in_dim"(%24) {broadcast_dimensions = array<i64>} : (tensor<ui8>) -> tensor<2x3xui8>
    %26 = "stablehlo.compare"(%23, %25) {compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<2x3xui8>, tensor<2x3xui8>) -> tensor<2x3xi1>
    %27 = "stablehlo.reshape"(%13) : (tensor<2x3x3x3x5xf32>) -> tensor<54x5x1xf32>
    %28 = "stablehlo.gather"(%27, %22) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 54, 1, 1>} : (tensor<54x5x1xf32>, tensor<2x3x1xi64>) -> tensor<54x2x3x1xf32>
    %29 = "stablehlo.reshape"(%28) : (tensor<54x2x3x1xf32>) -> tensor<2x3x3x3x2x3xf32>
    %30 = "stablehlo.constant"() {value = dense<[[[0], [1], [2]], [[2], [3], [4]]]> : tensor<2x3x1xi64>} : () -> tensor<2x3x1xi64>
    %31 = "stablehlo.constant"() {value = dense<1> : tensor<2x3xui8>} : () -> tensor<2x3xui8>
    %32 = "stablehlo.constant"() {value = dense<0> : tensor<ui8>} : () -> tensor<ui8>
    %33 = "stablehlo.broadcast_in_dim"(%32) {broadcast_dimensions = array<i64>} : (tensor<ui8>) -> tensor<2x3xui8>
    %34 = "stablehlo.compare"(%31, %33) {compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<2x3xui8>, tensor<2x3xui8>) -> tensor<2x3xi1>
    %35 = "stablehlo.reshape"(%21) : (tensor<2x3x3x3x5xi64>) -> tensor<54x5x1xi64>
    %36 = "stablehlo.gather"(%35, %30) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 54, 1, 1>} : (tensor<54x5x1xi64>, tensor<2x3x1xi64>) -> tensor<54x2x3x1xi64>
    %37 = "stablehlo.reshape"(%36) : (tensor<54x2x3x1xi64>) -> tensor<2x3x3x3x2x3xi64>
    %38 = "stablehlo.transpose"(%29) {permutation = array<i64: 0, 1, 2, 4, 3, 5>} : (tensor<2x3x3x3x2x3xf32>) -> tensor<2x3x3x2x3x3xf32>
    %39 = "stablehlo.reshape"(%38) : (tensor<2x3x3x2x3x3xf32>) -> tensor<2x3x3x2x9xf32>
    %40 = "stablehlo.transpose"(%37) {permutation = array<i64: 0, 1, 2, 4, 3, 5>} : (tensor<2x3x3x3x2x3xi64>) -> tensor<2x3x3x2x3x3xi64>
    %41 = "stablehlo.reshape"(%40) : (tensor<2x3x3x2x3x3xi64>) -> tensor<2x3x3x2x9xi64>
    %42 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %43 = "stablehlo.constant"() {value = dense<9223372036854775807> : tensor<i64>} : () -> tensor<i64>
    %44:2 = "stablehlo.reduce"(%39, %41, %42, %43) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<i64>, %arg3: tensor<f32>, %arg4: tensor<i64>):
      %45 = "stablehlo.compare"(%arg1, %arg3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %46 = "stablehlo.compare"(%arg1, %arg3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %47 = "stablehlo.compare"(%arg2, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %48 = "stablehlo.and"(%46, %47) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %49 = "stablehlo.compare"(%arg1, %arg1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %50 = "stablehlo.compare"(%arg3, %arg3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %51 = "stablehlo.not"(%50) : (tensor<i1>) -> tensor<i1>
      %52 = "stablehlo.and"(%49, %51) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %53 = "stablehlo.or"(%45, %52) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %54 = "stablehlo.and"(%49, %50) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %55 = "stablehlo.compare"(%arg2, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %56 = "stablehlo.and"(%54, %55) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %57 = "stablehlo.or"(%48, %56) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %58 = "stablehlo.or"(%53, %57) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %59 = "stablehlo.select"(%58, %arg1, %arg3) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %60 = "stablehlo.select"(%58, %arg2, %arg4) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%59, %60) : (tensor<f32>, tensor<i64>) -> ()
    }) {dimensions = array<i64: 4>} : (tensor<2x3x3x2x9xf32>, tensor<2x3x3x2x9xi64>, tensor<f32>, tensor<i64>) -> (tensor<2x3x3x2xf32>, tensor<2x3x3x2xi64>)
    return %44#0, %44#1 : tensor<2x3x3x2xf32>, tensor<2x3x3x2xi64>
  }
}
