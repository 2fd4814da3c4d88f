module {
  func.func @main(%arg0: tensor<3x3xf32>, %arg1: tensor<3xi32>, %arg2: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = "stablehlo.reshape"(%arg1) : (tensor<3xi32>) -> tensor<1x3xi32>
    %1 = "stablehlo.reshape"(%arg0) : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %2 = "stablehlo.convert"(%0) : (tensor<1x3xi32>) -> tensor<1x3xi64>
    %3 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3xi64>
    %5 = "stablehlo.subtract"(%2, %4) : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %6 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3xi64>
    %7 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3xi64>
    %8 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<1x3xi64>) -> tensor<1x1xi64>
    %9 = "stablehlo.reshape"(%8) : (tensor<1x1xi64>) -> tensor<1xi64>
    %10 = "stablehlo.slice"(%6) {limit_indices = array<i64: 1, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<1x3xi64>) -> tensor<1x1xi64>
    %11 = "stablehlo.reshape"(%10) : (tensor<1x1xi64>) -> tensor<1xi64>
    %12 = "stablehlo.reshape"(%6) : (tensor<1x3xi64>) -> tensor<1x3x1xi64>
    %13 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1x1xi64>
    %14 = "stablehlo.reshape"(%9) : (tensor<1xi64>) -> tensor<1x1xi64>
    %15 = "stablehlo.concatenate"(%13, %14) {dimension = 1 : i64} : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x2xi64>
    %16 = "stablehlo.gather"(%12, %15) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>} : (tensor<1x3x1xi64>, tensor<1x2xi64>) -> tensor<1x1xi64>
    %17 = "stablehlo.reshape"(%16) : (tensor<1x1xi64>) -> tensor<1xi64>
    %18 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %19 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3xi64>
    %20 = "stablehlo.compare"(%7, %19) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi1>
    %21 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi64>) -> tensor<1x3xi64>
    %22 = "stablehlo.compare"(%7, %21) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi1>
    %23 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi64>) -> tensor<1x3xi64>
    %24 = "stablehlo.select"(%22, %23, %6) : (tensor<1x3xi1>, tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %25 = "stablehlo.broadcast_in_dim"(%17) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi64>) -> tensor<1x3xi64>
    %26 = "stablehlo.select"(%20, %25, %24) : (tensor<1x3xi1>, tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %27 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>} : (tensor<1x3xi64>) -> tensor<1x1xi64>
    %28 = "stablehlo.reshape"(%27) : (tensor<1x1xi64>) -> tensor<1xi64>
    %29 = "stablehlo.slice"(%26) {limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>} : (tensor<1x3xi64>) -> tensor<1x1xi64>
    %30 = "stablehlo.reshape"(%29) : (tensor<1x1xi64>) -> tensor<1xi64>
    %31 = "stablehlo.reshape"(%26) : (tensor<1x3xi64>) -> tensor<1x3x1xi64>
    %32 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1x1xi64>
    %33 = "stablehlo.reshape"(%28) : (tensor<1xi64>) -> tensor<1x1xi64>
    %34 = "stablehlo.concatenate"(%32, %33) {dimension = 1 : i64} : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x2xi64>
    %35 = "stablehlo.gather"(%31, %34) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>} : (tensor<1x3x1xi64>, tensor<1x2xi64>) -> tensor<1x1xi64>
    %36 = "stablehlo.reshape"(%35) : (tensor<1x1xi64>) -> tensor<1xi64>
    %37 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %38 = "stablehlo.broadcast_in_dim"(%37) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3xi64>
    %39 = "stablehlo.compare"(%7, %38) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi1>
    %40 = "stablehlo.broadcast_in_dim"(%28) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi64>) -> tensor<1x3xi64>
    %41 = "stablehlo.compare"(%7, %40) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi1>
    %42 = "stablehlo.broadcast_in_dim"(%30) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi64>) -> tensor<1x3xi64>
    %43 = "stablehlo.select"(%41, %42, %26) : (tensor<1x3xi1>, tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %44 = "stablehlo.broadcast_in_dim"(%36) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi64>) -> tensor<1x3xi64>
    %45 = "stablehlo.select"(%39, %44, %43) : (tensor<1x3xi1>, tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %46 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 3>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 1>} : (tensor<1x3xi64>) -> tensor<1x1xi64>
    %47 = "stablehlo.reshape"(%46) : (tensor<1x1xi64>) -> tensor<1xi64>
    %48 = "stablehlo.slice"(%45) {limit_indices = array<i64: 1, 3>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 1>} : (tensor<1x3xi64>) -> tensor<1x1xi64>
    %49 = "stablehlo.reshape"(%48) : (tensor<1x1xi64>) -> tensor<1xi64>
    %50 = "stablehlo.reshape"(%45) : (tensor<1x3xi64>) -> tensor<1x3x1xi64>
    %51 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1x1xi64>
    %52 = "stablehlo.reshape"(%47) : (tensor<1xi64>) -> tensor<1x1xi64>
    %53 = "stablehlo.concatenate"(%51, %52) {dimension = 1 : i64} : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x2xi64>
    %54 = "stablehlo.gather"(%50, %53) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>} : (tensor<1x3x1xi64>, tensor<1x2xi64>) -> tensor<1x1xi64>
    %55 = "stablehlo.reshape"(%54) : (tensor<1x1xi64>) -> tensor<1xi64>
    %56 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %57 = "stablehlo.broadcast_in_dim"(%56) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3xi64>
    %58 = "stablehlo.compare"(%7, %57) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi1>
    %59 = "stablehlo.broadcast_in_dim"(%47) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi64>) -> tensor<1x3xi64>
    %60 = "stablehlo.compare"(%7, %59) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi1>
    %61 = "stablehlo.broadcast_in_dim"(%49) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi64>) -> tensor<1x3xi64>
    %62 = "stablehlo.select"(%60, %61, %45) : (tensor<1x3xi1>, tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %63 = "stablehlo.broadcast_in_dim"(%55) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi64>) -> tensor<1x3xi64>
    %64 = "stablehlo.select"(%58, %63, %62) : (tensor<1x3xi1>, tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
    %65 = "stablehlo.reshape"(%arg2) : (tensor<2x3xf32>) -> tensor<1x2x3xf32>
    %66 = "stablehlo.transpose"(%65) {permutation = array<i64: 0, 2, 1>} : (tensor<1x2x3xf32>) -> tensor<1x3x2xf32>
    %67 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<1xi64>
    %68 = "stablehlo.broadcast_in_dim"(%67) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi64>) -> tensor<1x3x1xi64>
    %69 = "stablehlo.reshape"(%64) : (tensor<1x3xi64>) -> tensor<1x3x1xi64>
    %70 = "stablehlo.concatenate"(%68, %69) {dimension = 2 : i64} : (tensor<1x3x1xi64>, tensor<1x3x1xi64>) -> tensor<1x3x2xi64>
    %71 = "stablehlo.gather"(%66, %70) {dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 2>} : (tensor<1x3x2xf32>, tensor<1x3x2xi64>) -> tensor<1x3x2xf32>
    %72 = "stablehlo.triangular_solve"(%1, %71) {left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = true} : (tensor<1x3x3xf32>, tensor<1x3x2xf32>) -> tensor<1x3x2xf32>
    %73 = "stablehlo.triangular_solve"(%1, %72) {left_side = true, lower = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false} : (tensor<1x3x3xf32>, tensor<1x3x2xf32>) -> tensor<1x3x2xf32>
    %74 = "stablehlo.reshape"(%73) : (tensor<1x3x2xf32>) -> tensor<3x2xf32>
    %75 = "stablehlo.transpose"(%74) {permutation = array<i64: 1, 0>} : (tensor<3x2xf32>) -> tensor<2x3xf32>
    return %75 : tensor<2x3xf32>
  }
}
