module {
  func.func @main(%arg0: tensor<4x4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4x2xf32>) -> tensor<4x2xf32> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<4x4xf32>) -> tensor<4x4xf64>
    %1 = "stablehlo.reshape"(%0) : (tensor<4x4xf64>) -> tensor<1x4x4xf64>
    %2 = "stablehlo.convert"(%arg1) : (tensor<4xf32>) -> tensor<4xf64>
    %3 = "stablehlo.reshape"(%2) : (tensor<4xf64>) -> tensor<1x4xf64>
    %4 = "stablehlo.convert"(%arg2) : (tensor<4x2xf32>) -> tensor<4x2xf64>
    %5 = "stablehlo.reshape"(%4) : (tensor<4x2xf64>) -> tensor<1x4x2xf64>
    %6 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 4, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x4xf64>) -> tensor<1x4x1xf64>
    %7 = "stablehlo.reshape"(%6) : (tensor<1x4x1xf64>) -> tensor<1x4xf64>
    %8 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x4xi64>
    %9 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x4xi64>
    %11 = "stablehlo.compare"(%8, %10) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x4xi64>, tensor<1x4xi64>) -> tensor<1x4xi1>
    %12 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x4xf64>
    %14 = "stablehlo.select"(%11, %7, %13) : (tensor<1x4xi1>, tensor<1x4xf64>, tensor<1x4xf64>) -> tensor<1x4xf64>
    %15 = "stablehlo.compare"(%8, %10) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x4xi64>, tensor<1x4xi64>) -> tensor<1x4xi1>
    %16 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x4xf64>
    %18 = "stablehlo.select"(%15, %17, %14) : (tensor<1x4xi1>, tensor<1x4xf64>, tensor<1x4xf64>) -> tensor<1x4xf64>
    %19 = "stablehlo.slice"(%3) {limit_indices = array<i64: 1, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<1x4xf64>) -> tensor<1x1xf64>
    %20 = "stablehlo.reshape"(%19) : (tensor<1x1xf64>) -> tensor<1xf64>
    %21 = "stablehlo.reshape"(%18) : (tensor<1x4xf64>) -> tensor<1x4x1xf64>
    %22 = "stablehlo.reshape"(%21) : (tensor<1x4x1xf64>) -> tensor<1x1x4xf64>
    %23 = "stablehlo.dot_general"(%22, %5) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x1x4xf64>, tensor<1x4x2xf64>) -> tensor<1x1x2xf64>
    %24 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x4x1xf64>
    %25 = "stablehlo.multiply"(%21, %24) : (tensor<1x4x1xf64>, tensor<1x4x1xf64>) -> tensor<1x4x1xf64>
    %26 = "stablehlo.dot_general"(%25, %23) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x4x1xf64>, tensor<1x1x2xf64>) -> tensor<1x4x2xf64>
    %27 = "stablehlo.subtract"(%5, %26) : (tensor<1x4x2xf64>, tensor<1x4x2xf64>) -> tensor<1x4x2xf64>
    %28 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 4, 2>, start_indices = array<i64: 0, 0, 1>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x4xf64>) -> tensor<1x4x1xf64>
    %29 = "stablehlo.reshape"(%28) : (tensor<1x4x1xf64>) -> tensor<1x4xf64>
    %30 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x4xi64>
    %31 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %32 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x4xi64>
    %33 = "stablehlo.compare"(%30, %32) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x4xi64>, tensor<1x4xi64>) -> tensor<1x4xi1>
    %34 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %35 = "stablehlo.broadcast_in_dim"(%34) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x4xf64>
    %36 = "stablehlo.select"(%33, %29, %35) : (tensor<1x4xi1>, tensor<1x4xf64>, tensor<1x4xf64>) -> tensor<1x4xf64>
    %37 = "stablehlo.compare"(%30, %32) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x4xi64>, tensor<1x4xi64>) -> tensor<1x4xi1>
    %38 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %39 = "stablehlo.broadcast_in_dim"(%38) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x4xf64>
    %40 = "stablehlo.select"(%37, %39, %36) : (tensor<1x4xi1>, tensor<1x4xf64>, tensor<1x4xf64>) -> tensor<1x4xf64>
    %41 = "stablehlo.slice"(%3) {limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>} : (tensor<1x4xf64>) -> tensor<1x1xf64>
    %42 = "stablehlo.reshape"(%41) : (tensor<1x1xf64>) -> tensor<1xf64>
    %43 = "stablehlo.reshape"(%40) : (tensor<1x4xf64>) -> tensor<1x4x1xf64>
    %44 = "stablehlo.reshape"(%43) : (tensor<1x4x1xf64>) -> tensor<1x1x4xf64>
    %45 = "stablehlo.dot_general"(%44, %27) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x1x4xf64>, tensor<1x4x2xf64>) -> tensor<1x1x2xf64>
    %46 = "stablehlo.broadcast_in_dim"(%42) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x4x1xf64>
    %47 = "stablehlo.multiply"(%43, %46) : (tensor<1x4x1xf64>, tensor<1x4x1xf64>) -> tensor<1x4x1xf64>
    %48 = "stablehlo.dot_general"(%47, %45) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x4x1xf64>, tensor<1x1x2xf64>) -> tensor<1x4x2xf64>
    %49 = "stablehlo.subtract"(%27, %48) : (tensor<1x4x2xf64>, tensor<1x4x2xf64>) -> tensor<1x4x2xf64>
    %50 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 4, 3>, start_indices = array<i64: 0, 0, 2>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x4xf64>) -> tensor<1x4x1xf64>
    %51 = "stablehlo.reshape"(%50) : (tensor<1x4x1xf64>) -> tensor<1x4xf64>
    %52 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x4xi64>
    %53 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %54 = "stablehlo.broadcast_in_dim"(%53) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x4xi64>
    %55 = "stablehlo.compare"(%52, %54) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x4xi64>, tensor<1x4xi64>) -> tensor<1x4xi1>
    %56 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %57 = "stablehlo.broadcast_in_dim"(%56) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x4xf64>
    %58 = "stablehlo.select"(%55, %51, %57) : (tensor<1x4xi1>, tensor<1x4xf64>, tensor<1x4xf64>) -> tensor<1x4xf64>
    %59 = "stablehlo.compare"(%52, %54) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x4xi64>, tensor<1x4xi64>) -> tensor<1x4xi1>
    %60 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %61 = "stablehlo.broadcast_in_dim"(%60) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x4xf64>
    %62 = "stablehlo.select"(%59, %61, %58) : (tensor<1x4xi1>, tensor<1x4xf64>, tensor<1x4xf64>) -> tensor<1x4xf64>
    %63 = "stablehlo.slice"(%3) {limit_indices = array<i64: 1, 3>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 1>} : (tensor<1x4xf64>) -> tensor<1x1xf64>
    %64 = "stablehlo.reshape"(%63) : (tensor<1x1xf64>) -> tensor<1xf64>
    %65 = "stablehlo.reshape"(%62) : (tensor<1x4xf64>) -> tensor<1x4x1xf64>
    %66 = "stablehlo.reshape"(%65) : (tensor<1x4x1xf64>) -> tensor<1x1x4xf64>
    %67 = "stablehlo.dot_general"(%66, %49) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x1x4xf64>, tensor<1x4x2xf64>) -> tensor<1x1x2xf64>
    %68 = "stablehlo.broadcast_in_dim"(%64) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x4x1xf64>
    %69 = "stablehlo.multiply"(%65, %68) : (tensor<1x4x1xf64>, tensor<1x4x1xf64>) -> tensor<1x4x1xf64>
    %70 = "stablehlo.dot_general"(%69, %67) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x4x1xf64>, tensor<1x1x2xf64>) -> tensor<1x4x2xf64>
    %71 = "stablehlo.subtract"(%49, %70) : (tensor<1x4x2xf64>, tensor<1x4x2xf64>) -> tensor<1x4x2xf64>
    %72 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 4, 4>, start_indices = array<i64: 0, 0, 3>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x4xf64>) -> tensor<1x4x1xf64>
    %73 = "stablehlo.reshape"(%72) : (tensor<1x4x1xf64>) -> tensor<1x4xf64>
    %74 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x4xi64>
    %75 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %76 = "stablehlo.broadcast_in_dim"(%75) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x4xi64>
    %77 = "stablehlo.compare"(%74, %76) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x4xi64>, tensor<1x4xi64>) -> tensor<1x4xi1>
    %78 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %79 = "stablehlo.broadcast_in_dim"(%78) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x4xf64>
    %80 = "stablehlo.select"(%77, %73, %79) : (tensor<1x4xi1>, tensor<1x4xf64>, tensor<1x4xf64>) -> tensor<1x4xf64>
    %81 = "stablehlo.compare"(%74, %76) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x4xi64>, tensor<1x4xi64>) -> tensor<1x4xi1>
    %82 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %83 = "stablehlo.broadcast_in_dim"(%82) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x4xf64>
    %84 = "stablehlo.select"(%81, %83, %80) : (tensor<1x4xi1>, tensor<1x4xf64>, tensor<1x4xf64>) -> tensor<1x4xf64>
    %85 = "stablehlo.slice"(%3) {limit_indices = array<i64: 1, 4>, start_indices = array<i64: 0, 3>, strides = array<i64: 1, 1>} : (tensor<1x4xf64>) -> tensor<1x1xf64>
    %86 = "stablehlo.reshape"(%85) : (tensor<1x1xf64>) -> tensor<1xf64>
    %87 = "stablehlo.reshape"(%84) : (tensor<1x4xf64>) -> tensor<1x4x1xf64>
    %88 = "stablehlo.reshape"(%87) : (tensor<1x4x1xf64>) -> tensor<1x1x4xf64>
    %89 = "stablehlo.dot_general"(%88, %71) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x1x4xf64>, tensor<1x4x2xf64>) -> tensor<1x1x2xf64>
    %90 = "stablehlo.broadcast_in_dim"(%86) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x4x1xf64>
    %91 = "stablehlo.multiply"(%87, %90) : (tensor<1x4x1xf64>, tensor<1x4x1xf64>) -> tensor<1x4x1xf64>
    %92 = "stablehlo.dot_general"(%91, %89) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x4x1xf64>, tensor<1x1x2xf64>) -> tensor<1x4x2xf64>
    %93 = "stablehlo.subtract"(%71, %92) : (tensor<1x4x2xf64>, tensor<1x4x2xf64>) -> tensor<1x4x2xf64>
    %94 = "stablehlo.convert"(%93) : (tensor<1x4x2xf64>) -> tensor<1x4x2xf32>
    %95 = "stablehlo.reshape"(%94) : (tensor<1x4x2xf32>) -> tensor<4x2xf32>
    return %95 : tensor<4x2xf32>
  }
}
