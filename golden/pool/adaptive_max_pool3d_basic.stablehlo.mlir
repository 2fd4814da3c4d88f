module {
  func.func @main(%arg0: tensor<1x3x4x5x6xf32>) -> (tensor<1x3x2x2x3xf32>, tensor<1x3x2x2x3xi64>) {
    %0 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x3x4x5x6xi64>
    %1 = "stablehlo.iota"() {iota_dimension = 3 : i64} : () -> tensor<1x3x4x5x6xi64>
    %2 = "stablehlo.iota"() {iota_dimension = 4 : i64} : () -> tensor<1x3x4x5x6xi64>
    %3 = "stablehlo.constant"() {value = dense<5> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3x4x5x6xi64>
    %5 = "stablehlo.multiply"(%0, %4) : (tensor<1x3x4x5x6xi64>, tensor<1x3x4x5x6xi64>) -> tensor<1x3x4x5x6xi64>
    %6 = "stablehlo.add"(%5, %1) : (tensor<1x3x4x5x6xi64>, tensor<1x3x4x5x6xi64>) -> tensor<1x3x4x5x6xi64>
    %7 = "stablehlo.constant"() {value = dense<6> : tensor<i64>} : () -> tensor<i64>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3x4x5x6xi64>
    %9 = "stablehlo.multiply"(%6, %8) : (tensor<1x3x4x5x6xi64>, tensor<1x3x4x5x6xi64>) -> tensor<1x3x4x5x6xi64>
    %10 = "stablehlo.add"(%9, %2) : (tensor<1x3x4x5x6xi64>, tensor<1x3x4x5x6xi64>) -> tensor<1x3x4x5x6xi64>
    %11 = "stablehlo.constant"() {value = dense<[[[0], [1]], [[2], [3]]]> : tensor<2x2x1xi64>} : () -> tensor<2x2x1xi64>
    %12 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xui8>} : () -> tensor<2x2xui8>
    %13 = "stablehlo.constant"() {value = dense<0> : tensor<ui8>} : () -> tensor<ui8>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64>} : (tensor<ui8>) -> tensor<2x2xui8>
    %15 = "stablehlo.compare"(%12, %14) {compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<2x2xui8>, tensor<2x2xui8>) -> tensor<2x2xi1>
    %16 = "stablehlo.reshape"(%arg0) : (tensor<1x3x4x5x6xf32>) -> tensor<3x4x30xf32>
    %17 = "stablehlo.gather"(%16, %11) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 3, 1, 30>} : (tensor<3x4x30xf32>, tensor<2x2x1xi64>) -> tensor<3x2x2x30xf32>
    %18 = "stablehlo.reshape"(%17) : (tensor<3x2x2x30xf32>) -> tensor<1x3x2x2x5x6xf32>
    %19 = "stablehlo.constant"() {value = dense<[[[0], [1]], [[2], [3]]]> : tensor<2x2x1xi64>} : () -> tensor<2x2x1xi64>
    %20 = "stablehlo.constant"() {value = dense<1> : tensor<2x2xui8>} : () -> tensor<2x2xui8>
    %21 = "stablehlo.constant"() {value = dense<0> : tensor<ui8>} : () -> tensor<ui8>
    %22 = "stablehlo.broadcast_in_dim"(%21) {broadcast_dimensions = array<i64>} : (tensor<ui8>) -> tensor<2x2xui8>
    %23 = "stablehlo.compare"(%20, %22) {compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<2x2xui8>, tensor<2x2xui8>) -> tensor<2x2xi1>
    %24 = "stablehlo.reshape"(%10) : (tensor<1x3x4x5x6xi64>) -> tensor<3x4x30xi64>
    %25 = "stablehlo.gather"(%24, %19) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 3, 1, 30>} : (tensor<3x4x30xi64>, tensor<2x2x1xi64>) -> tensor<3x2x2x30xi64>
    %26 = "stablehlo.reshape"(%25) : (tensor<3x2x2x30xi64>) -> tensor<1x3x2x2x5x6xi64>
    %27 = "stablehlo.constant"() {value = dense<[[[0], [1], [2]], [[2], [3], [4]]]> : tensor<2x3x1xi64>} : () -> tensor<2x3x1xi64>
    %28 = "stablehlo.constant"() {value = dense<1> : tensor<2x3xui8>} : () -> tensor<2x3xui8>
    %29 = "stablehlo.constant"() {value = dense<0> : tensor<ui8>} : () -> tensor<ui8>
    %30 = "stablehlo.broadcast_in_dim"(%29) {broadcast_dimensions = array<i64>} : (tensor<ui8>) -> tensor<2x3xui8>
    %31 = "stablehlo.compare"(%28, %30) {compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<2x3xui8>, tensor<2x3xui8>) -> tensor<2x3xi1>
    %32 = "stablehlo.reshape"(%18) : (tensor<1x3x2x2x5x6xf32>) -> tensor<12x5x6xf32>
    %33 = "stablehlo.gather"(%32, %27) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 12, 1, 6>} : (tensor<12x5x6xf32>, tensor<2x3x1xi64>) -> tensor<12x2x3x6xf32>
    %34 = "stablehlo.reshape"(%33) : (tensor<12x2x3x6xf32>) -> tensor<1x3x2x2x2x3x6xf32>
    %35 = "stablehlo.constant"() {value = dense<[[[0], [1], [2]], [[2], [3], [4]]]> : tensor<2x3x1xi64>} : () -> tensor<2x3x1xi64>
    %36 = "stablehlo.constant"() {value = dense<1> : tensor<2x3xui8>} : () -> tensor<2x3xui8>
    %37 = "stablehlo.constant"() {value = dense<0> : tensor<ui8>} : () -> tensor<ui8>
    %38 = "stablehlo.broadcast_in_dim"(%37) {broadcast_dimensions = array<i64>} : (tensor<ui8>) -> tensor<2x3xui8>
    %39 = "stablehlo.compare"(%36, %38) {compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<2x3xui8>, tensor<2x3xui8>) -> tensor<2x3xi1>
    %40 = "stablehlo.reshape"(%26) : (tensor<1x3x2x2x5x6xi64>) -> tensor<12x5x6xi64>
    %41 = "stablehlo.gather"(%40, %35) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 12, 1, 6>} : (tensor<12x5x6xi64>, tensor<2x3x1xi64>) -> tensor<12x2x3x6xi64>
    %42 = "stablehlo.reshape"(%41) : (tensor<12x2x3x6xi64>) -> tensor<1x3x2x2x2x3x6xi64>
    %43 = "stablehlo.constant"() {value = dense<[[[0], [1]], [[2], [3]], [[4], [5]]]> : tensor<3x2x1xi64>} : () -> tensor<3x2x1xi64>
    %44 = "stablehlo.constant"() {value = dense<1> : tensor<3x2xui8>} : () -> tensor<3x2xui8>
    %45 = "stablehlo.constant"() {value = dense<0> : tensor<ui8>} : () -> tensor<ui8>
    %46 = "stablehlo.broadcast_in_dim"(%45) {broadcast_dimensions = array<i64>} : (tensor<ui8>) -> tensor<3x2xui8>
    %47 = "stablehlo.compare"(%44, %46) {compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<3x2xui8>, tensor<3x2xui8>) -> tensor<3x2xi1>
    %48 = "stablehlo.reshape"(%34) : (tensor<1x3x2x2x2x3x6xf32>) -> tensor<72x6x1xf32>
    %49 = "stablehlo.gather"(%48, %43) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 72, 1, 1>} : (tensor<72x6x1xf32>, tensor<3x2x1xi64>) -> tensor<72x3x2x1xf32>
    %50 = "stablehlo.reshape"(%49) : (tensor<72x3x2x1xf32>) -> tensor<1x3x2x2x2x3x3x2xf32>
    %51 = "stablehlo.constant"() {value = dense<[[[0], [1]], [[2], [3]], [[4], [5]]]> : tensor<3x2x1xi64>} : () -> tensor<3x2x1xi64>
    %52 = "stablehlo.constant"() {value = dense<1> : tensor<3x2xui8>} : () -> tensor<3x2xui8>
    %53 = "stablehlo.constant"() {value = dense<0> : tensor<ui8>} : () -> tensor<ui8>
    %54 = "stablehlo.broadcast_in_dim"(%53) {broadcast_dimensions = array<i64>} : (tensor<ui8>) -> tensor<3x2xui8>
    %55 = "stablehlo.compare"(%52, %54) {compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<3x2xui8>, tensor<3x2xui8>) -> tensor<3x2xi1>
    %56 = "stablehlo.reshape"(%42) : (tensor<1x3x2x2x2x3x6xi64>) -> tensor<72x6x1xi64>
    %57 = "stablehlo.gather"(%56, %51) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 72, 1, 1>} : (tensor<72x6x1xi64>, tensor<3x2x1xi64>) -> tensor<72x3x2x1xi64>
    %58 = "stablehlo.reshape"(%57) : (tensor<72x3x2x1xi64>) -> tensor<1x3x2x2x2x3x3x2xi64>
    %59 = "stablehlo.transpose"(%50) {permutation = array<i64: 0, 1, 2, 4, 6, 3, 5, 7>} : (tensor<1x3x2x2x2x3x3x2xf32>) -> tensor<1x3x2x2x3x2x3x2xf32>
    %60 = "stablehlo.reshape"(%59) : (tensor<1x3x2x2x3x2x3x2xf32>) -> tensor<1x3x2x2x3x12xf32>
    %61 = "stablehlo.transpose"(%58) {permutation = array<i64: 0, 1, 2, 4, 6, 3, 5, 7>} : (tensor<1x3x2x2x2x3x3x2xi64>) -> tensor<1x3x2x2x3x2x3x2xi64>
    %62 = "stablehlo.reshape"(%61) : (tensor<1x3x2x2x3x2x3x2xi64>) -> tensor<1x3x2x2x3x12xi64>
    %63 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %64 = "stablehlo.constant"() {value = dense<9223372036854775807> : tensor<i64>} : () -> tensor<i64>
    %65:2 = "stablehlo.reduce"(%60, %62, %63, %64) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<i64>, %arg3: tensor<f32>, %arg4: tensor<i64>):
      %66 = "stablehlo.compare"(%arg1, %arg3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %67 = "stablehlo.compare"(%arg1, %arg3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %68 = "stablehlo.compare"(%arg2, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %69 = "stablehlo.and"(%67, %68) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %70 = "stablehlo.compare"(%arg1, %arg1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %71 = "stablehlo.compare"(%arg3, %arg3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %72 = "stablehlo.not"(%71) : (tensor<i1>) -> tensor<i1>
      %73 = "stablehlo.and"(%70, %72) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %74 = "stablehlo.or"(%66, %73) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %75 = "stablehlo.and"(%70, %71) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %76 = "stablehlo.compare"(%arg2, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %77 = "stablehlo.and"(%75, %76) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %78 = "stablehlo.or"(%69, %77) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %79 = "stablehlo.or"(%74, %78) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %80 = "stablehlo.select"(%79, %arg1, %arg3) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %81 = "stablehlo.select"(%79, %arg2, %arg4) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%80, %81) : (tensor<f32>, tensor<i64>) -> ()
    }) {dimensions = array<i64: 5>} : (tensor<1x3x2x2x3x12xf32>, tensor<1x3x2x2x3x12xi64>, tensor<f32>, tensor<i64>) -> (tensor<1x3x2x2x3xf32>, tensor<1x3x2x2x3xi64>)
    return %65#0, %65#1 : tensor<1x3x2x2x3xf32>, tensor<1x3x2x2x3xi64>
  }
}
