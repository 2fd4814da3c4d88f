module {
  func.func @main(%arg0: tensor<2x3x5xf32>) -> (tensor<2x3x5xf32>, tensor<2x3xf32>) {
    %0 = "stablehlo.convert"(%arg0) : (tensor<2x3x5xf32>) -> tensor<2x3x5xf64>
    %1 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3xi64>
    %2 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x5xi64>
    %3 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x3x5xi64>
    %4 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x3xf64>
    %6 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
    %8 = "stablehlo.slice"(%0) {limit_indices = array<i64: 2, 3, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x5xf64>) -> tensor<2x3x1xf64>
    %9 = "stablehlo.reshape"(%8) : (tensor<2x3x1xf64>) -> tensor<2x3xf64>
    %10 = "stablehlo.compare"(%1, %7) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi1>
    %11 = "stablehlo.select"(%10, %9, %5) : (tensor<2x3xi1>, tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
    %12 = "stablehlo.slice"(%0) {limit_indices = array<i64: 2, 1, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x5xf64>) -> tensor<2x1x1xf64>
    %13 = "stablehlo.reshape"(%12) : (tensor<2x1x1xf64>) -> tensor<2xf64>
    %14 = "stablehlo.multiply"(%11, %11) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
    %15 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %16 = "stablehlo.reduce"(%14, %15) ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %183 = "stablehlo.add"(%arg1, %arg2) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%183) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x3xf64>, tensor<f64>) -> tensor<2xf64>
    %17 = "stablehlo.sqrt"(%16) : (tensor<2xf64>) -> tensor<2xf64>
    %18 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %19 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
    %20 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
    %22 = "stablehlo.multiply"(%13, %13) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %23 = "stablehlo.multiply"(%17, %17) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %24 = "stablehlo.add"(%22, %23) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %25 = "stablehlo.sqrt"(%24) : (tensor<2xf64>) -> tensor<2xf64>
    %26 = "stablehlo.compare"(%13, %19) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %27 = "stablehlo.negate"(%25) : (tensor<2xf64>) -> tensor<2xf64>
    %28 = "stablehlo.select"(%26, %25, %27) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %29 = "stablehlo.compare"(%17, %19) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %30 = "stablehlo.subtract"(%28, %13) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %31 = "stablehlo.divide"(%30, %28) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %32 = "stablehlo.select"(%29, %19, %31) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %33 = "stablehlo.subtract"(%13, %28) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %34 = "stablehlo.divide"(%21, %33) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %35 = "stablehlo.select"(%29, %21, %34) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %36 = "stablehlo.broadcast_in_dim"(%35) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x3xf64>
    %37 = "stablehlo.multiply"(%11, %36) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
    %38 = "stablehlo.compare"(%1, %7) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi1>
    %39 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %40 = "stablehlo.broadcast_in_dim"(%39) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x3xf64>
    %41 = "stablehlo.select"(%38, %40, %37) : (tensor<2x3xi1>, tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
    %42 = "stablehlo.reshape"(%41) : (tensor<2x3xf64>) -> tensor<2x3x1xf64>
    %43 = "stablehlo.reshape"(%42) : (tensor<2x3x1xf64>) -> tensor<2x1x3xf64>
    %44 = "stablehlo.dot_general"(%43, %0) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x1x3xf64>, tensor<2x3x5xf64>) -> tensor<2x1x5xf64>
    %45 = "stablehlo.broadcast_in_dim"(%32) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x3x1xf64>
    %46 = "stablehlo.multiply"(%42, %45) : (tensor<2x3x1xf64>, tensor<2x3x1xf64>) -> tensor<2x3x1xf64>
    %47 = "stablehlo.dot_general"(%46, %44) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x3x1xf64>, tensor<2x1x5xf64>) -> tensor<2x3x5xf64>
    %48 = "stablehlo.subtract"(%0, %47) : (tensor<2x3x5xf64>, tensor<2x3x5xf64>) -> tensor<2x3x5xf64>
    %49 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %50 = "stablehlo.broadcast_in_dim"(%49) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3x5xi64>
    %51 = "stablehlo.compare"(%3, %50) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<2x3x5xi64>, tensor<2x3x5xi64>) -> tensor<2x3x5xi1>
    %52 = "stablehlo.select"(%51, %48, %0) : (tensor<2x3x5xi1>, tensor<2x3x5xf64>, tensor<2x3x5xf64>) -> tensor<2x3x5xf64>
    %53 = "stablehlo.select"(%29, %13, %28) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %54 = "stablehlo.compare"(%3, %50) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x3x5xi64>, tensor<2x3x5xi64>) -> tensor<2x3x5xi1>
    %55 = "stablehlo.compare"(%2, %50) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x3x5xi64>, tensor<2x3x5xi64>) -> tensor<2x3x5xi1>
    %56 = "stablehlo.and"(%54, %55) : (tensor<2x3x5xi1>, tensor<2x3x5xi1>) -> tensor<2x3x5xi1>
    %57 = "stablehlo.compare"(%2, %50) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<2x3x5xi64>, tensor<2x3x5xi64>) -> tensor<2x3x5xi1>
    %58 = "stablehlo.and"(%54, %57) : (tensor<2x3x5xi1>, tensor<2x3x5xi1>) -> tensor<2x3x5xi1>
    %59 = "stablehlo.broadcast_in_dim"(%53) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x3x5xf64>
    %60 = "stablehlo.select"(%56, %59, %52) : (tensor<2x3x5xi1>, tensor<2x3x5xf64>, tensor<2x3x5xf64>) -> tensor<2x3x5xf64>
    %61 = "stablehlo.broadcast_in_dim"(%37) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x3xf64>) -> tensor<2x3x5xf64>
    %62 = "stablehlo.select"(%58, %61, %60) : (tensor<2x3x5xi1>, tensor<2x3x5xf64>, tensor<2x3x5xf64>) -> tensor<2x3x5xf64>
    %63 = "stablehlo.reshape"(%32) : (tensor<2xf64>) -> tensor<2x1xf64>
    %64 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %65 = "stablehlo.broadcast_in_dim"(%64) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
    %66 = "stablehlo.slice"(%62) {limit_indices = array<i64: 2, 3, 2>, start_indices = array<i64: 0, 0, 1>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x5xf64>) -> tensor<2x3x1xf64>
    %67 = "stablehlo.reshape"(%66) : (tensor<2x3x1xf64>) -> tensor<2x3xf64>
    %68 = "stablehlo.compare"(%1, %65) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi1>
    %69 = "stablehlo.select"(%68, %67, %5) : (tensor<2x3xi1>, tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
    %70 = "stablehlo.slice"(%62) {limit_indices = array<i64: 2, 2, 2>, start_indices = array<i64: 0, 1, 1>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x5xf64>) -> tensor<2x1x1xf64>
    %71 = "stablehlo.reshape"(%70) : (tensor<2x1x1xf64>) -> tensor<2xf64>
    %72 = "stablehlo.multiply"(%69, %69) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
    %73 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %74 = "stablehlo.reduce"(%72, %73) ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %183 = "stablehlo.add"(%arg1, %arg2) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%183) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x3xf64>, tensor<f64>) -> tensor<2xf64>
    %75 = "stablehlo.sqrt"(%74) : (tensor<2xf64>) -> tensor<2xf64>
    %76 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %77 = "stablehlo.broadcast_in_dim"(%76) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
    %78 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %79 = "stablehlo.broadcast_in_dim"(%78) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
    %80 = "stablehlo.multiply"(%71, %71) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %81 = "stablehlo.multiply"(%75, %75) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %82 = "stablehlo.add"(%80, %81) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %83 = "stablehlo.sqrt"(%82) : (tensor<2xf64>) -> tensor<2xf64>
    %84 = "stablehlo.compare"(%71, %77) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %85 = "stablehlo.negate"(%83) : (tensor<2xf64>) -> tensor<2xf64>
    %86 = "stablehlo.select"(%84, %83, %85) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %87 = "stablehlo.compare"(%75, %77) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %88 = "stablehlo.subtract"(%86, %71) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %89 = "stablehlo.divide"(%88, %86) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %90 = "stablehlo.select"(%87, %77, %89) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %91 = "stablehlo.subtract"(%71, %86) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %92 = "stablehlo.divide"(%79, %91) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %93 = "stablehlo.select"(%87, %79, %92) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %94 = "stablehlo.broadcast_in_dim"(%93) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x3xf64>
    %95 = "stablehlo.multiply"(%69, %94) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
    %96 = "stablehlo.compare"(%1, %65) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi1>
    %97 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %98 = "stablehlo.broadcast_in_dim"(%97) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x3xf64>
    %99 = "stablehlo.select"(%96, %98, %95) : (tensor<2x3xi1>, tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
    %100 = "stablehlo.reshape"(%99) : (tensor<2x3xf64>) -> tensor<2x3x1xf64>
    %101 = "stablehlo.reshape"(%100) : (tensor<2x3x1xf64>) -> tensor<2x1x3xf64>
    %102 = "stablehlo.dot_general"(%101, %62) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x1x3xf64>, tensor<2x3x5xf64>) -> tensor<2x1x5xf64>
    %103 = "stablehlo.broadcast_in_dim"(%90) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x3x1xf64>
    %104 = "stablehlo.multiply"(%100, %103) : (tensor<2x3x1xf64>, tensor<2x3x1xf64>) -> tensor<2x3x1xf64>
    %105 = "stablehlo.dot_general"(%104, %102) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x3x1xf64>, tensor<2x1x5xf64>) -> tensor<2x3x5xf64>
    %106 = "stablehlo.subtract"(%62, %105) : (tensor<2x3x5xf64>, tensor<2x3x5xf64>) -> tensor<2x3x5xf64>
    %107 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %108 = "stablehlo.broadcast_in_dim"(%107) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3x5xi64>
    %109 = "stablehlo.compare"(%3, %108) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<2x3x5xi64>, tensor<2x3x5xi64>) -> tensor<2x3x5xi1>
    %110 = "stablehlo.select"(%109, %106, %62) : (tensor<2x3x5xi1>, tensor<2x3x5xf64>, tensor<2x3x5xf64>) -> tensor<2x3x5xf64>
    %111 = "stablehlo.select"(%87, %71, %86) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %112 = "stablehlo.compare"(%3, %108) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x3x5xi64>, tensor<2x3x5xi64>) -> tensor<2x3x5xi1>
    %113 = "stablehlo.compare"(%2, %108) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x3x5xi64>, tensor<2x3x5xi64>) -> tensor<2x3x5xi1>
    %114 = "stablehlo.and"(%112, %113) : (tensor<2x3x5xi1>, tensor<2x3x5xi1>) -> tensor<2x3x5xi1>
    %115 = "stablehlo.compare"(%2, %108) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<2x3x5xi64>, tensor<2x3x5xi64>) -> tensor<2x3x5xi1>
    %116 = "stablehlo.and"(%112, %115) : (tensor<2x3x5xi1>, tensor<2x3x5xi1>) -> tensor<2x3x5xi1>
    %117 = "stablehlo.broadcast_in_dim"(%111) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x3x5xf64>
    %118 = "stablehlo.select"(%114, %117, %110) : (tensor<2x3x5xi1>, tensor<2x3x5xf64>, tensor<2x3x5xf64>) -> tensor<2x3x5xf64>
    %119 = "stablehlo.broadcast_in_dim"(%95) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x3xf64>) -> tensor<2x3x5xf64>
    %120 = "stablehlo.select"(%116, %119, %118) : (tensor<2x3x5xi1>, tensor<2x3x5xf64>, tensor<2x3x5xf64>) -> tensor<2x3x5xf64>
    %121 = "stablehlo.reshape"(%90) : (tensor<2xf64>) -> tensor<2x1xf64>
    %122 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %123 = "stablehlo.broadcast_in_dim"(%122) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3xi64>
    %124 = "stablehlo.slice"(%120) {limit_indices = array<i64: 2, 3, 3>, start_indices = array<i64: 0, 0, 2>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x5xf64>) -> tensor<2x3x1xf64>
    %125 = "stablehlo.reshape"(%124) : (tensor<2x3x1xf64>) -> tensor<2x3xf64>
    %126 = "stablehlo.compare"(%1, %123) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi1>
    %127 = "stablehlo.select"(%126, %125, %5) : (tensor<2x3xi1>, tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
    %128 = "stablehlo.slice"(%120) {limit_indices = array<i64: 2, 3, 3>, start_indices = array<i64: 0, 2, 2>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x5xf64>) -> tensor<2x1x1xf64>
    %129 = "stablehlo.reshape"(%128) : (tensor<2x1x1xf64>) -> tensor<2xf64>
    %130 = "stablehlo.multiply"(%127, %127) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
    %131 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %132 = "stablehlo.reduce"(%130, %131) ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %183 = "stablehlo.add"(%arg1, %arg2) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%183) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x3xf64>, tensor<f64>) -> tensor<2xf64>
    %133 = "stablehlo.sqrt"(%132) : (tensor<2xf64>) -> tensor<2xf64>
    %134 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %135 = "stablehlo.broadcast_in_dim"(%134) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
    %136 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %137 = "stablehlo.broadcast_in_dim"(%136) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
    %138 = "stablehlo.multiply"(%129, %129) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %139 = "stablehlo.multiply"(%133, %133) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %140 = "stablehlo.add"(%138, %139) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %141 = "stablehlo.sqrt"(%140) : (tensor<2xf64>) -> tensor<2xf64>
    %142 = "stablehlo.compare"(%129, %135) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %143 = "stablehlo.negate"(%141) : (tensor<2xf64>) -> tensor<2xf64>
    %144 = "stablehlo.select"(%142, %141, %143) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %145 = "stablehlo.compare"(%133, %135) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %146 = "stablehlo.subtract"(%144, %129) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %147 = "stablehlo.divide"(%146, %144) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %148 = "stablehlo.select"(%145, %135, %147) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %149 = "stablehlo.subtract"(%129, %144) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %150 = "stablehlo.divide"(%137, %149) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %151 = "stablehlo.select"(%145, %137, %150) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %152 = "stablehlo.broadcast_in_dim"(%151) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x3xf64>
    %153 = "stablehlo.multiply"(%127, %152) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
    %154 = "stablehlo.compare"(%1, %123) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x3xi64>, tensor<2x3xi64>) -> tensor<2x3xi1>
    %155 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %156 = "stablehlo.broadcast_in_dim"(%155) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x3xf64>
    %157 = "stablehlo.select"(%154, %156, %153) : (tensor<2x3xi1>, tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
    %158 = "stablehlo.reshape"(%157) : (tensor<2x3xf64>) -> tensor<2x3x1xf64>
    %159 = "stablehlo.reshape"(%158) : (tensor<2x3x1xf64>) -> tensor<2x1x3xf64>
    %160 = "stablehlo.dot_general"(%159, %120) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x1x3xf64>, tensor<2x3x5xf64>) -> tensor<2x1x5xf64>
    %161 = "stablehlo.broadcast_in_dim"(%148) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x3x1xf64>
    %162 = "stablehlo.multiply"(%158, %161) : (tensor<2x3x1xf64>, tensor<2x3x1xf64>) -> tensor<2x3x1xf64>
    %163 = "stablehlo.dot_general"(%162, %160) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x3x1xf64>, tensor<2x1x5xf64>) -> tensor<2x3x5xf64>
    %164 = "stablehlo.subtract"(%120, %163) : (tensor<2x3x5xf64>, tensor<2x3x5xf64>) -> tensor<2x3x5xf64>
    %165 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %166 = "stablehlo.broadcast_in_dim"(%165) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x3x5xi64>
    %167 = "stablehlo.compare"(%3, %166) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<2x3x5xi64>, tensor<2x3x5xi64>) -> tensor<2x3x5xi1>
    %168 = "stablehlo.select"(%167, %164, %120) : (tensor<2x3x5xi1>, tensor<2x3x5xf64>, tensor<2x3x5xf64>) -> tensor<2x3x5xf64>
    %169 = "stablehlo.select"(%145, %129, %144) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %170 = "stablehlo.compare"(%3, %166) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x3x5xi64>, tensor<2x3x5xi64>) -> tensor<2x3x5xi1>
    %171 = "stablehlo.compare"(%2, %166) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x3x5xi64>, tensor<2x3x5xi64>) -> tensor<2x3x5xi1>
    %172 = "stablehlo.and"(%170, %171) : (tensor<2x3x5xi1>, tensor<2x3x5xi1>) -> tensor<2x3x5xi1>
    %173 = "stablehlo.compare"(%2, %166) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<2x3x5xi64>, tensor<2x3x5xi64>) -> tensor<2x3x5xi1>
    %174 = "stablehlo.and"(%170, %173) : (tensor<2x3x5xi1>, tensor<2x3x5xi1>) -> tensor<2x3x5xi1>
    %175 = "stablehlo.broadcast_in_dim"(%169) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x3x5xf64>
    %176 = "stablehlo.select"(%172, %175, %168) : (tensor<2x3x5xi1>, tensor<2x3x5xf64>, tensor<2x3x5xf64>) -> tensor<2x3x5xf64>
    %177 = "stablehlo.broadcast_in_dim"(%153) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x3xf64>) -> tensor<2x3x5xf64>
    %178 = "stablehlo.select"(%174, %177, %176) : (tensor<2x3x5xi1>, tensor<2x3x5xf64>, tensor<2x3x5xf64>) -> tensor<2x3x5xf64>
    %179 = "stablehlo.reshape"(%148) : (tensor<2xf64>) -> tensor<2x1xf64>
    %180 = "stablehlo.concatenate"(%63, %121, %179) {dimension = 1 : i64} : (tensor<2x1xf64>, tensor<2x1xf64>, tensor<2x1xf64>) -> tensor<2x3xf64>
    %181 = "stablehlo.convert"(%178) : (tensor<2x3x5xf64>) -> tensor<2x3x5xf32>
    %182 = "stablehlo.convert"(%180) : (tensor<2x3xf64>) -> tensor<2x3xf32>
    return %181, %182 : tensor<2x3x5xf32>, tensor<2x3xf32>
  }
}
