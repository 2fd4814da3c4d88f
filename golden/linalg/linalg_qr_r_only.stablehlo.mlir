module {
  func.func @main(%arg0: tensor<3x4xf32>) -> (tensor<0xf32>, tensor<3x4xf32>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<3x4xf32>) -> tensor<1x3x4xf32>
    %1 = "stablehlo.convert"(%0) : (tensor<1x3x4xf32>) -> tensor<1x3x4xf64>
    %2 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3xi64>
    %3 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3x4xi64>
    %4 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x3x4xi64>
    %5 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3xf64>
    %7 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3xi64>
    %9 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 3, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x4xf64>) -> tensor<1x3x1xf64>
    %10 = "stablehlo.reshape"(%9) : (tensor<1x3x1xf64>) -> tensor<1x3xf64>
    %11 = "stablehlo.compare"(%2, %8) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi1>
    %12 = "stablehlo.select"(%11, %10, %6) : (tensor<1x3xi1>, tensor<1x3xf64>, tensor<1x3xf64>) -> tensor<1x3xf64>
    %13 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 1, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x4xf64>) -> tensor<1x1x1xf64>
    %14 = "stablehlo.reshape"(%13) : (tensor<1x1x1xf64>) -> tensor<1xf64>
    %15 = "stablehlo.multiply"(%12, %12) : (tensor<1x3xf64>, tensor<1x3xf64>) -> tensor<1x3xf64>
    %16 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %17 = "stablehlo.reduce"(%15, %16) ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %188 = "stablehlo.add"(%arg1, %arg2) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%188) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x3xf64>, tensor<f64>) -> tensor<1xf64>
    %18 = "stablehlo.sqrt"(%17) : (tensor<1xf64>) -> tensor<1xf64>
    %19 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %20 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
    %21 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %22 = "stablehlo.broadcast_in_dim"(%21) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
    %23 = "stablehlo.multiply"(%14, %14) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %24 = "stablehlo.multiply"(%18, %18) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %25 = "stablehlo.add"(%23, %24) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %26 = "stablehlo.sqrt"(%25) : (tensor<1xf64>) -> tensor<1xf64>
    %27 = "stablehlo.compare"(%14, %20) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
    %28 = "stablehlo.negate"(%26) : (tensor<1xf64>) -> tensor<1xf64>
    %29 = "stablehlo.select"(%27, %26, %28) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %30 = "stablehlo.compare"(%18, %20) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
    %31 = "stablehlo.subtract"(%29, %14) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %32 = "stablehlo.divide"(%31, %29) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %33 = "stablehlo.select"(%30, %20, %32) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %34 = "stablehlo.subtract"(%14, %29) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %35 = "stablehlo.divide"(%22, %34) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %36 = "stablehlo.select"(%30, %22, %35) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %37 = "stablehlo.broadcast_in_dim"(%36) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3xf64>
    %38 = "stablehlo.multiply"(%12, %37) : (tensor<1x3xf64>, tensor<1x3xf64>) -> tensor<1x3xf64>
    %39 = "stablehlo.compare"(%2, %8) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi1>
    %40 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %41 = "stablehlo.broadcast_in_dim"(%40) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3xf64>
    %42 = "stablehlo.select"(%39, %41, %38) : (tensor<1x3xi1>, tensor<1x3xf64>, tensor<1x3xf64>) -> tensor<1x3xf64>
    %43 = "stablehlo.reshape"(%42) : (tensor<1x3xf64>) -> tensor<1x3x1xf64>
    %44 = "stablehlo.reshape"(%43) : (tensor<1x3x1xf64>) -> tensor<1x1x3xf64>
    %45 = "stablehlo.dot_general"(%44, %1) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x1x3xf64>, tensor<1x3x4xf64>) -> tensor<1x1x4xf64>
    %46 = "stablehlo.broadcast_in_dim"(%33) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3x1xf64>
    %47 = "stablehlo.multiply"(%43, %46) : (tensor<1x3x1xf64>, tensor<1x3x1xf64>) -> tensor<1x3x1xf64>
    %48 = "stablehlo.dot_general"(%47, %45) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x1xf64>, tensor<1x1x4xf64>) -> tensor<1x3x4xf64>
    %49 = "stablehlo.subtract"(%1, %48) : (tensor<1x3x4xf64>, tensor<1x3x4xf64>) -> tensor<1x3x4xf64>
    %50 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %51 = "stablehlo.broadcast_in_dim"(%50) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3x4xi64>
    %52 = "stablehlo.compare"(%4, %51) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x3x4xi64>, tensor<1x3x4xi64>) -> tensor<1x3x4xi1>
    %53 = "stablehlo.select"(%52, %49, %1) : (tensor<1x3x4xi1>, tensor<1x3x4xf64>, tensor<1x3x4xf64>) -> tensor<1x3x4xf64>
    %54 = "stablehlo.select"(%30, %14, %29) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %55 = "stablehlo.compare"(%4, %51) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3x4xi64>, tensor<1x3x4xi64>) -> tensor<1x3x4xi1>
    %56 = "stablehlo.compare"(%3, %51) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3x4xi64>, tensor<1x3x4xi64>) -> tensor<1x3x4xi1>
    %57 = "stablehlo.and"(%55, %56) : (tensor<1x3x4xi1>, tensor<1x3x4xi1>) -> tensor<1x3x4xi1>
    %58 = "stablehlo.compare"(%3, %51) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x3x4xi64>, tensor<1x3x4xi64>) -> tensor<1x3x4xi1>
    %59 = "stablehlo.and"(%55, %58) : (tensor<1x3x4xi1>, tensor<1x3x4xi1>) -> tensor<1x3x4xi1>
    %60 = "stablehlo.broadcast_in_dim"(%54) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3x4xf64>
    %61 = "stablehlo.select"(%57, %60, %53) : (tensor<1x3x4xi1>, tensor<1x3x4xf64>, tensor<1x3x4xf64>) -> tensor<1x3x4xf64>
    %62 = "stablehlo.broadcast_in_dim"(%38) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x3xf64>) -> tensor<1x3x4xf64>
    %63 = "stablehlo.select"(%59, %62, %61) : (tensor<1x3x4xi1>, tensor<1x3x4xf64>, tensor<1x3x4xf64>) -> tensor<1x3x4xf64>
    %64 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %65 = "stablehlo.broadcast_in_dim"(%64) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3xi64>
    %66 = "stablehlo.slice"(%63) {limit_indices = array<i64: 1, 3, 2>, start_indices = array<i64: 0, 0, 1>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x4xf64>) -> tensor<1x3x1xf64>
    %67 = "stablehlo.reshape"(%66) : (tensor<1x3x1xf64>) -> tensor<1x3xf64>
    %68 = "stablehlo.compare"(%2, %65) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi1>
    %69 = "stablehlo.select"(%68, %67, %6) : (tensor<1x3xi1>, tensor<1x3xf64>, tensor<1x3xf64>) -> tensor<1x3xf64>
    %70 = "stablehlo.slice"(%63) {limit_indices = array<i64: 1, 2, 2>, start_indices = array<i64: 0, 1, 1>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x4xf64>) -> tensor<1x1x1xf64>
    %71 = "stablehlo.reshape"(%70) : (tensor<1x1x1xf64>) -> tensor<1xf64>
    %72 = "stablehlo.multiply"(%69, %69) : (tensor<1x3xf64>, tensor<1x3xf64>) -> tensor<1x3xf64>
    %73 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %74 = "stablehlo.reduce"(%72, %73) ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %188 = "stablehlo.add"(%arg1, %arg2) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%188) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x3xf64>, tensor<f64>) -> tensor<1xf64>
    %75 = "stablehlo.sqrt"(%74) : (tensor<1xf64>) -> tensor<1xf64>
    %76 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %77 = "stablehlo.broadcast_in_dim"(%76) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
    %78 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %79 = "stablehlo.broadcast_in_dim"(%78) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
    %80 = "stablehlo.multiply"(%71, %71) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %81 = "stablehlo.multiply"(%75, %75) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %82 = "stablehlo.add"(%80, %81) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %83 = "stablehlo.sqrt"(%82) : (tensor<1xf64>) -> tensor<1xf64>
    %84 = "stablehlo.compare"(%71, %77) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
    %85 = "stablehlo.negate"(%83) : (tensor<1xf64>) -> tensor<1xf64>
    %86 = "stablehlo.select"(%84, %83, %85) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %87 = "stablehlo.compare"(%75, %77) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
    %88 = "stablehlo.subtract"(%86, %71) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %89 = "stablehlo.divide"(%88, %86) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %90 = "stablehlo.select"(%87, %77, %89) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %91 = "stablehlo.subtract"(%71, %86) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %92 = "stablehlo.divide"(%79, %91) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %93 = "stablehlo.select"(%87, %79, %92) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %94 = "stablehlo.broadcast_in_dim"(%93) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3xf64>
    %95 = "stablehlo.multiply"(%69, %94) : (tensor<1x3xf64>, tensor<1x3xf64>) -> tensor<1x3xf64>
    %96 = "stablehlo.compare"(%2, %65) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi1>
    %97 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %98 = "stablehlo.broadcast_in_dim"(%97) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3xf64>
    %99 = "stablehlo.select"(%96, %98, %95) : (tensor<1x3xi1>, tensor<1x3xf64>, tensor<1x3xf64>) -> tensor<1x3xf64>
    %100 = "stablehlo.reshape"(%99) : (tensor<1x3xf64>) -> tensor<1x3x1xf64>
    %101 = "stablehlo.reshape"(%100) : (tensor<1x3x1xf64>) -> tensor<1x1x3xf64>
    %102 = "stablehlo.dot_general"(%101, %63) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x1x3xf64>, tensor<1x3x4xf64>) -> tensor<1x1x4xf64>
    %103 = "stablehlo.broadcast_in_dim"(%90) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3x1xf64>
    %104 = "stablehlo.multiply"(%100, %103) : (tensor<1x3x1xf64>, tensor<1x3x1xf64>) -> tensor<1x3x1xf64>
    %105 = "stablehlo.dot_general"(%104, %102) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x1xf64>, tensor<1x1x4xf64>) -> tensor<1x3x4xf64>
    %106 = "stablehlo.subtract"(%63, %105) : (tensor<1x3x4xf64>, tensor<1x3x4xf64>) -> tensor<1x3x4xf64>
    %107 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %108 = "stablehlo.broadcast_in_dim"(%107) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3x4xi64>
    %109 = "stablehlo.compare"(%4, %108) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x3x4xi64>, tensor<1x3x4xi64>) -> tensor<1x3x4xi1>
    %110 = "stablehlo.select"(%109, %106, %63) : (tensor<1x3x4xi1>, tensor<1x3x4xf64>, tensor<1x3x4xf64>) -> tensor<1x3x4xf64>
    %111 = "stablehlo.select"(%87, %71, %86) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %112 = "stablehlo.compare"(%4, %108) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3x4xi64>, tensor<1x3x4xi64>) -> tensor<1x3x4xi1>
    %113 = "stablehlo.compare"(%3, %108) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3x4xi64>, tensor<1x3x4xi64>) -> tensor<1x3x4xi1>
    %114 = "stablehlo.and"(%112, %113) : (tensor<1x3x4xi1>, tensor<1x3x4xi1>) -> tensor<1x3x4xi1>
    %115 = "stablehlo.compare"(%3, %108) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x3x4xi64>, tensor<1x3x4xi64>) -> tensor<1x3x4xi1>
    %116 = "stablehlo.and"(%112, %115) : (tensor<1x3x4xi1>, tensor<1x3x4xi1>) -> tensor<1x3x4xi1>
    %117 = "stablehlo.broadcast_in_dim"(%111) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3x4xf64>
    %118 = "stablehlo.select"(%114, %117, %110) : (tensor<1x3x4xi1>, tensor<1x3x4xf64>, tensor<1x3x4xf64>) -> tensor<1x3x4xf64>
    %119 = "stablehlo.broadcast_in_dim"(%95) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x3xf64>) -> tensor<1x3x4xf64>
    %120 = "stablehlo.select"(%116, %119, %118) : (tensor<1x3x4xi1>, tensor<1x3x4xf64>, tensor<1x3x4xf64>) -> tensor<1x3x4xf64>
    %121 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %122 = "stablehlo.broadcast_in_dim"(%121) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3xi64>
    %123 = "stablehlo.slice"(%120) {limit_indices = array<i64: 1, 3, 3>, start_indices = array<i64: 0, 0, 2>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x4xf64>) -> tensor<1x3x1xf64>
    %124 = "stablehlo.reshape"(%123) : (tensor<1x3x1xf64>) -> tensor<1x3xf64>
    %125 = "stablehlo.compare"(%2, %122) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi1>
    %126 = "stablehlo.select"(%125, %124, %6) : (tensor<1x3xi1>, tensor<1x3xf64>, tensor<1x3xf64>) -> tensor<1x3xf64>
    %127 = "stablehlo.slice"(%120) {limit_indices = array<i64: 1, 3, 3>, start_indices = array<i64: 0, 2, 2>, strides = array<i64: 1, 1, 1>} : (tensor<1x3x4xf64>) -> tensor<1x1x1xf64>
    %128 = "stablehlo.reshape"(%127) : (tensor<1x1x1xf64>) -> tensor<1xf64>
    %129 = "stablehlo.multiply"(%126, %126) : (tensor<1x3xf64>, tensor<1x3xf64>) -> tensor<1x3xf64>
    %130 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %131 = "stablehlo.reduce"(%129, %130) ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %188 = "stablehlo.add"(%arg1, %arg2) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%188) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x3xf64>, tensor<f64>) -> tensor<1xf64>
    %132 = "stablehlo.sqrt"(%131) : (tensor<1xf64>) -> tensor<1xf64>
    %133 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %134 = "stablehlo.broadcast_in_dim"(%133) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
    %135 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %136 = "stablehlo.broadcast_in_dim"(%135) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
    %137 = "stablehlo.multiply"(%128, %128) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %138 = "stablehlo.multiply"(%132, %132) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %139 = "stablehlo.add"(%137, %138) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %140 = "stablehlo.sqrt"(%139) : (tensor<1xf64>) -> tensor<1xf64>
    %141 = "stablehlo.compare"(%128, %134) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
    %142 = "stablehlo.negate"(%140) : (tensor<1xf64>) -> tensor<1xf64>
    %143 = "stablehlo.select"(%141, %140, %142) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %144 = "stablehlo.compare"(%132, %134) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
    %145 = "stablehlo.subtract"(%143, %128) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %146 = "stablehlo.divide"(%145, %143) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %147 = "stablehlo.select"(%144, %134, %146) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %148 = "stablehlo.subtract"(%128, %143) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %149 = "stablehlo.divide"(%136, %148) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %150 = "stablehlo.select"(%144, %136, %149) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %151 = "stablehlo.broadcast_in_dim"(%150) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3xf64>
    %152 = "stablehlo.multiply"(%126, %151) : (tensor<1x3xf64>, tensor<1x3xf64>) -> tensor<1x3xf64>
    %153 = "stablehlo.compare"(%2, %122) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi1>
    %154 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %155 = "stablehlo.broadcast_in_dim"(%154) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3xf64>
    %156 = "stablehlo.select"(%153, %155, %152) : (tensor<1x3xi1>, tensor<1x3xf64>, tensor<1x3xf64>) -> tensor<1x3xf64>
    %157 = "stablehlo.reshape"(%156) : (tensor<1x3xf64>) -> tensor<1x3x1xf64>
    %158 = "stablehlo.reshape"(%157) : (tensor<1x3x1xf64>) -> tensor<1x1x3xf64>
    %159 = "stablehlo.dot_general"(%158, %120) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x1x3xf64>, tensor<1x3x4xf64>) -> tensor<1x1x4xf64>
    %160 = "stablehlo.broadcast_in_dim"(%147) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3x1xf64>
    %161 = "stablehlo.multiply"(%157, %160) : (tensor<1x3x1xf64>, tensor<1x3x1xf64>) -> tensor<1x3x1xf64>
    %162 = "stablehlo.dot_general"(%161, %159) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x1xf64>, tensor<1x1x4xf64>) -> tensor<1x3x4xf64>
    %163 = "stablehlo.subtract"(%120, %162) : (tensor<1x3x4xf64>, tensor<1x3x4xf64>) -> tensor<1x3x4xf64>
    %164 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %165 = "stablehlo.broadcast_in_dim"(%164) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x3x4xi64>
    %166 = "stablehlo.compare"(%4, %165) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x3x4xi64>, tensor<1x3x4xi64>) -> tensor<1x3x4xi1>
    %167 = "stablehlo.select"(%166, %163, %120) : (tensor<1x3x4xi1>, tensor<1x3x4xf64>, tensor<1x3x4xf64>) -> tensor<1x3x4xf64>
    %168 = "stablehlo.select"(%144, %128, %143) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %169 = "stablehlo.compare"(%4, %165) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3x4xi64>, tensor<1x3x4xi64>) -> tensor<1x3x4xi1>
    %170 = "stablehlo.compare"(%3, %165) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3x4xi64>, tensor<1x3x4xi64>) -> tensor<1x3x4xi1>
    %171 = "stablehlo.and"(%169, %170) : (tensor<1x3x4xi1>, tensor<1x3x4xi1>) -> tensor<1x3x4xi1>
    %172 = "stablehlo.compare"(%3, %165) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x3x4xi64>, tensor<1x3x4xi64>) -> tensor<1x3x4xi1>
    %173 = "stablehlo.and"(%169, %172) : (tensor<1x3x4xi1>, tensor<1x3x4xi1>) -> tensor<1x3x4xi1>
    %174 = "stablehlo.broadcast_in_dim"(%168) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3x4xf64>
    %175 = "stablehlo.select"(%171, %174, %167) : (tensor<1x3x4xi1>, tensor<1x3x4xf64>, tensor<1x3x4xf64>) -> tensor<1x3x4xf64>
    %176 = "stablehlo.broadcast_in_dim"(%152) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x3xf64>) -> tensor<1x3x4xf64>
    %177 = "stablehlo.select"(%173, %176, %175) : (tensor<1x3x4xi1>, tensor<1x3x4xf64>, tensor<1x3x4xf64>) -> tensor<1x3x4xf64>
    %178 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3x4xi64>
    %179 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x3x4xi64>
    %180 = "stablehlo.compare"(%178, %179) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<1x3x4xi64>, tensor<1x3x4xi64>) -> tensor<1x3x4xi1>
    %181 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %182 = "stablehlo.broadcast_in_dim"(%181) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3x4xf64>
    %183 = "stablehlo.select"(%180, %177, %182) : (tensor<1x3x4xi1>, tensor<1x3x4xf64>, tensor<1x3x4xf64>) -> tensor<1x3x4xf64>
    %184 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %185 = "stablehlo.broadcast_in_dim"(%184) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<0xf32>
    %186 = "stablehlo.convert"(%183) : (tensor<1x3x4xf64>) -> tensor<1x3x4xf32>
    %187 = "stablehlo.reshape"(%186) : (tensor<1x3x4xf32>) -> tensor<3x4xf32>
    return %185, %187 : tensor<0xf32>, tensor<3x4xf32>
  }
}
