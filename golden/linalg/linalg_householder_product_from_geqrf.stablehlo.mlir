module {
  func.func @main(%arg0: tensor<5x3xf32>, %arg1: tensor<3xf32>) -> tensor<5x3xf32> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<5x3xf32>) -> tensor<1x5x3xf32>
    %1 = "stablehlo.convert"(%arg1) : (tensor<3xf32>) -> tensor<3xf64>
    %2 = "stablehlo.reshape"(%1) : (tensor<3xf64>) -> tensor<1x3xf64>
    %3 = "stablehlo.convert"(%0) : (tensor<1x5x3xf32>) -> tensor<1x5x3xf64>
    %4 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x5x3xi64>
    %5 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x5x3xi64>
    %6 = "stablehlo.compare"(%4, %5) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x5x3xi64>, tensor<1x5x3xi64>) -> tensor<1x5x3xi1>
    %7 = "stablehlo.convert"(%6) : (tensor<1x5x3xi1>) -> tensor<1x5x3xf64>
    %8 = "stablehlo.slice"(%3) {limit_indices = array<i64: 1, 5, 3>, start_indices = array<i64: 0, 0, 2>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x3xf64>) -> tensor<1x5x1xf64>
    %9 = "stablehlo.reshape"(%8) : (tensor<1x5x1xf64>) -> tensor<1x5xf64>
    %10 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x5xi64>
    %11 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x5xi64>
    %13 = "stablehlo.compare"(%10, %12) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x5xi64>, tensor<1x5xi64>) -> tensor<1x5xi1>
    %14 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %15 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x5xf64>
    %16 = "stablehlo.select"(%13, %9, %15) : (tensor<1x5xi1>, tensor<1x5xf64>, tensor<1x5xf64>) -> tensor<1x5xf64>
    %17 = "stablehlo.compare"(%10, %12) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x5xi64>, tensor<1x5xi64>) -> tensor<1x5xi1>
    %18 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %19 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x5xf64>
    %20 = "stablehlo.select"(%17, %19, %16) : (tensor<1x5xi1>, tensor<1x5xf64>, tensor<1x5xf64>) -> tensor<1x5xf64>
    %21 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 3>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 1>} : (tensor<1x3xf64>) -> tensor<1x1xf64>
    %22 = "stablehlo.reshape"(%21) : (tensor<1x1xf64>) -> tensor<1xf64>
    %23 = "stablehlo.reshape"(%20) : (tensor<1x5xf64>) -> tensor<1x5x1xf64>
    %24 = "stablehlo.reshape"(%23) : (tensor<1x5x1xf64>) -> tensor<1x1x5xf64>
    %25 = "stablehlo.dot_general"(%24, %7) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x1x5xf64>, tensor<1x5x3xf64>) -> tensor<1x1x3xf64>
    %26 = "stablehlo.broadcast_in_dim"(%22) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x5x1xf64>
    %27 = "stablehlo.multiply"(%23, %26) : (tensor<1x5x1xf64>, tensor<1x5x1xf64>) -> tensor<1x5x1xf64>
    %28 = "stablehlo.dot_general"(%27, %25) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x1xf64>, tensor<1x1x3xf64>) -> tensor<1x5x3xf64>
    %29 = "stablehlo.subtract"(%7, %28) : (tensor<1x5x3xf64>, tensor<1x5x3xf64>) -> tensor<1x5x3xf64>
    %30 = "stablehlo.slice"(%3) {limit_indices = array<i64: 1, 5, 2>, start_indices = array<i64: 0, 0, 1>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x3xf64>) -> tensor<1x5x1xf64>
    %31 = "stablehlo.reshape"(%30) : (tensor<1x5x1xf64>) -> tensor<1x5xf64>
    %32 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x5xi64>
    %33 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %34 = "stablehlo.broadcast_in_dim"(%33) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x5xi64>
    %35 = "stablehlo.compare"(%32, %34) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x5xi64>, tensor<1x5xi64>) -> tensor<1x5xi1>
    %36 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %37 = "stablehlo.broadcast_in_dim"(%36) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x5xf64>
    %38 = "stablehlo.select"(%35, %31, %37) : (tensor<1x5xi1>, tensor<1x5xf64>, tensor<1x5xf64>) -> tensor<1x5xf64>
    %39 = "stablehlo.compare"(%32, %34) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x5xi64>, tensor<1x5xi64>) -> tensor<1x5xi1>
    %40 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %41 = "stablehlo.broadcast_in_dim"(%40) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x5xf64>
    %42 = "stablehlo.select"(%39, %41, %38) : (tensor<1x5xi1>, tensor<1x5xf64>, tensor<1x5xf64>) -> tensor<1x5xf64>
    %43 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>} : (tensor<1x3xf64>) -> tensor<1x1xf64>
    %44 = "stablehlo.reshape"(%43) : (tensor<1x1xf64>) -> tensor<1xf64>
    %45 = "stablehlo.reshape"(%42) : (tensor<1x5xf64>) -> tensor<1x5x1xf64>
    %46 = "stablehlo.reshape"(%45) : (tensor<1x5x1xf64>) -> tensor<1x1x5xf64>
    %47 = "stablehlo.dot_general"(%46, %29) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x1x5xf64>, tensor<1x5x3xf64>) -> tensor<1x1x3xf64>
    %48 = "stablehlo.broadcast_in_dim"(%44) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x5x1xf64>
    %49 = "stablehlo.multiply"(%45, %48) : (tensor<1x5x1xf64>, tensor<1x5x1xf64>) -> tensor<1x5x1xf64>
    %50 = "stablehlo.dot_general"(%49, %47) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x1xf64>, tensor<1x1x3xf64>) -> tensor<1x5x3xf64>
    %51 = "stablehlo.subtract"(%29, %50) : (tensor<1x5x3xf64>, tensor<1x5x3xf64>) -> tensor<1x5x3xf64>
    %52 = "stablehlo.slice"(%3) {limit_indices = array<i64: 1, 5, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<1x5x3xf64>) -> tensor<1x5x1xf64>
    %53 = "stablehlo.reshape"(%52) : (tensor<1x5x1xf64>) -> tensor<1x5xf64>
    %54 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x5xi64>
    %55 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %56 = "stablehlo.broadcast_in_dim"(%55) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x5xi64>
    %57 = "stablehlo.compare"(%54, %56) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x5xi64>, tensor<1x5xi64>) -> tensor<1x5xi1>
    %58 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %59 = "stablehlo.broadcast_in_dim"(%58) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x5xf64>
    %60 = "stablehlo.select"(%57, %53, %59) : (tensor<1x5xi1>, tensor<1x5xf64>, tensor<1x5xf64>) -> tensor<1x5xf64>
    %61 = "stablehlo.compare"(%54, %56) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x5xi64>, tensor<1x5xi64>) -> tensor<1x5xi1>
    %62 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %63 = "stablehlo.broadcast_in_dim"(%62) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x5xf64>
    %64 = "stablehlo.select"(%61, %63, %60) : (tensor<1x5xi1>, tensor<1x5xf64>, tensor<1x5xf64>) -> tensor<1x5xf64>
    %65 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<1x3xf64>) -> tensor<1x1xf64>
    %66 = "stablehlo.reshape"(%65) : (tensor<1x1xf64>) -> tensor<1xf64>
    %67 = "stablehlo.reshape"(%64) : (tensor<1x5xf64>) -> tensor<1x5x1xf64>
    %68 = "stablehlo.reshape"(%67) : (tensor<1x5x1xf64>) -> tensor<1x1x5xf64>
    %69 = "stablehlo.dot_general"(%68, %51) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x1x5xf64>, tensor<1x5x3xf64>) -> tensor<1x1x3xf64>
    %70 = "stablehlo.broadcast_in_dim"(%66) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x5x1xf64>
    %71 = "stablehlo.multiply"(%67, %70) : (tensor<1x5x1xf64>, tensor<1x5x1xf64>) -> tensor<1x5x1xf64>
    %72 = "stablehlo.dot_general"(%71, %69) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x5x1xf64>, tensor<1x1x3xf64>) -> tensor<1x5x3xf64>
    %73 = "stablehlo.subtract"(%51, %72) : (tensor<1x5x3xf64>, tensor<1x5x3xf64>) -> tensor<1x5x3xf64>
    %74 = "stablehlo.convert"(%73) : (tensor<1x5x3xf64>) -> tensor<1x5x3xf32>
    %75 = "stablehlo.reshape"(%74) : (tensor<1x5x3xf32>) -> tensor<5x3xf32>
    return %75 : tensor<5x3xf32>
  }
}
