module {
  func.func @main(%arg0: tensor<3x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<3x3xf32>) -> tensor<3x3xf64>
    %1 = "stablehlo.reshape"(%0) : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
    %2 = "stablehlo.convert"(%arg1) : (tensor<3xf32>) -> tensor<3xf64>
    %3 = "stablehlo.reshape"(%2) : (tensor<3xf64>) -> tensor<1x3xf64>
    %4 = "stablehlo.convert"(%arg2) : (tensor<2x3xf32>) -> tensor<2x3xf64>
    %5 = "stablehlo.reshape"(%4) : (tensor<2x3xf64>) -> tensor<1x2x3xf64>
    %6 = "stablehlo.transpose"(%5) {permutation = array<i64: 0, 2, 1>} : (tensor<1x2x3xf64>) -> tensor<1x3x2xf64>
    %7 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 3, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf64>) -> tensor<1x3x1xf64>
    %8 = "stablehlo.reshape"(%7) : (tensor<1x3x1xf64>) -> tensor<1x3xf64>
    %9 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3xi64>
    %10 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %11 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3xi64>
    %12 = "stablehlo.compare"(%9, %11) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi1>
    %13 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3xf64>
    %15 = "stablehlo.select"(%12, %8, %14) : (tensor<1x3xi1>, tensor<1x3xf64>, tensor<1x3xf64>) -> tensor<1x3xf64>
    %16 = "stablehlo.compare"(%9, %11) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi1>
    %17 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %18 = "stablehlo.broadcast_in_dim"(%17) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3xf64>
    %19 = "stablehlo.select"(%16, %18, %15) : (tensor<1x3xi1>, tensor<1x3xf64>, tensor<1x3xf64>) -> tensor<1x3xf64>
    %20 = "stablehlo.slice"(%3) {limit_indices = array<i64: 1, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<1x3xf64>) -> tensor<1x1xf64>
    %21 = "stablehlo.reshape"(%20) : (tensor<1x1xf64>) -> tensor<1xf64>
    %22 = "stablehlo.reshape"(%19) : (tensor<1x3xf64>) -> tensor<1x3x1xf64>
    %23 = "stablehlo.reshape"(%22) : (tensor<1x3x1xf64>) -> tensor<1x1x3xf64>
    %24 = "stablehlo.dot_general"(%23, %6) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x1x3xf64>, tensor<1x3x2xf64>) -> tensor<1x1x2xf64>
    %25 = "stablehlo.broadcast_in_dim"(%21) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3x1xf64>
    %26 = "stablehlo.multiply"(%22, %25) : (tensor<1x3x1xf64>, tensor<1x3x1xf64>) -> tensor<1x3x1xf64>
    %27 = "stablehlo.dot_general"(%26, %24) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x1xf64>, tensor<1x1x2xf64>) -> tensor<1x3x2xf64>
    %28 = "stablehlo.subtract"(%6, %27) : (tensor<1x3x2xf64>, tensor<1x3x2xf64>) -> tensor<1x3x2xf64>
    %29 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 3, 2>, start_indices = array<i64: 0, 0, 1>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf64>) -> tensor<1x3x1xf64>
    %30 = "stablehlo.reshape"(%29) : (tensor<1x3x1xf64>) -> tensor<1x3xf64>
    %31 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3xi64>
    %32 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %33 = "stablehlo.broadcast_in_dim"(%32) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3xi64>
    %34 = "stablehlo.compare"(%31, %33) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi1>
    %35 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %36 = "stablehlo.broadcast_in_dim"(%35) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3xf64>
    %37 = "stablehlo.select"(%34, %30, %36) : (tensor<1x3xi1>, tensor<1x3xf64>, tensor<1x3xf64>) -> tensor<1x3xf64>
    %38 = "stablehlo.compare"(%31, %33) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi1>
    %39 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %40 = "stablehlo.broadcast_in_dim"(%39) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3xf64>
    %41 = "stablehlo.select"(%38, %40, %37) : (tensor<1x3xi1>, tensor<1x3xf64>, tensor<1x3xf64>) -> tensor<1x3xf64>
    %42 = "stablehlo.slice"(%3) {limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>} : (tensor<1x3xf64>) -> tensor<1x1xf64>
    %43 = "stablehlo.reshape"(%42) : (tensor<1x1xf64>) -> tensor<1xf64>
    %44 = "stablehlo.reshape"(%41) : (tensor<1x3xf64>) -> tensor<1x3x1xf64>
    %45 = "stablehlo.reshape"(%44) : (tensor<1x3x1xf64>) -> tensor<1x1x3xf64>
    %46 = "stablehlo.dot_general"(%45, %28) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x1x3xf64>, tensor<1x3x2xf64>) -> tensor<1x1x2xf64>
    %47 = "stablehlo.broadcast_in_dim"(%43) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3x1xf64>
    %48 = "stablehlo.multiply"(%44, %47) : (tensor<1x3x1xf64>, tensor<1x3x1xf64>) -> tensor<1x3x1xf64>
    %49 = "stablehlo.dot_general"(%48, %46) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x1xf64>, tensor<1x1x2xf64>) -> tensor<1x3x2xf64>
    %50 = "stablehlo.subtract"(%28, %49) : (tensor<1x3x2xf64>, tensor<1x3x2xf64>) -> tensor<1x3x2xf64>
    %51 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 3, 3>, start_indices = array<i64: 0, 0, 2>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x3xf64>) -> tensor<1x3x1xf64>
    %52 = "stablehlo.reshape"(%51) : (tensor<1x3x1xf64>) -> tensor<1x3xf64>
    %53 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3xi64>
    %54 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %55 = "stablehlo.broadcast_in_dim"(%54) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3xi64>
    %56 = "stablehlo.compare"(%53, %55) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi1>
    %57 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %58 = "stablehlo.broadcast_in_dim"(%57) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3xf64>
    %59 = "stablehlo.select"(%56, %52, %58) : (tensor<1x3xi1>, tensor<1x3xf64>, tensor<1x3xf64>) -> tensor<1x3xf64>
    %60 = "stablehlo.compare"(%53, %55) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi1>
    %61 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %62 = "stablehlo.broadcast_in_dim"(%61) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3xf64>
    %63 = "stablehlo.select"(%60, %62, %59) : (tensor<1x3xi1>, tensor<1x3xf64>, tensor<1x3xf64>) -> tensor<1x3xf64>
    %64 = "stablehlo.slice"(%3) {limit_indices = array<i64: 1, 3>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 1>} : (tensor<1x3xf64>) -> tensor<1x1xf64>
    %65 = "stablehlo.reshape"(%64) : (tensor<1x1xf64>) -> tensor<1xf64>
    %66 = "stablehlo.reshape"(%63) : (tensor<1x3xf64>) -> tensor<1x3x1xf64>
    %67 = "stablehlo.reshape"(%66) : (tensor<1x3x1xf64>) -> tensor<1x1x3xf64>
    %68 = "stablehlo.dot_general"(%67, %50) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x1x3xf64>, tensor<1x3x2xf64>) -> tensor<1x1x2xf64>
    %69 = "stablehlo.broadcast_in_dim"(%65) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3x1xf64>
    %70 = "stablehlo.multiply"(%66, %69) : (tensor<1x3x1xf64>, tensor<1x3x1xf64>) -> tensor<1x3x1xf64>
    %71 = "stablehlo.dot_general"(%70, %68) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x1xf64>, tensor<1x1x2xf64>) -> tensor<1x3x2xf64>
    %72 = "stablehlo.subtract"(%50, %71) : (tensor<1x3x2xf64>, tensor<1x3x2xf64>) -> tensor<1x3x2xf64>
    %73 = "stablehlo.transpose"(%72) {permutation = array<i64: 0, 2, 1>} : (tensor<1x3x2xf64>) -> tensor<1x2x3xf64>
    %74 = "stablehlo.convert"(%73) : (tensor<1x2x3xf64>) -> tensor<1x2x3xf32>
    %75 = "stablehlo.reshape"(%74) : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
    return %75 : tensor<2x3xf32>
  }
}
