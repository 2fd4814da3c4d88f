module {
  func.func @main(%arg0: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4xf32>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<4x4xf32>) -> tensor<1x4x4xf32>
    %1 = "stablehlo.convert"(%0) : (tensor<1x4x4xf32>) -> tensor<1x4x4xf64>
    %2 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x4xi64>
    %3 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x4x4xi64>
    %4 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x4x4xi64>
    %5 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x4xf64>
    %7 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x4xi64>
    %9 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 4, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x4xf64>) -> tensor<1x4x1xf64>
    %10 = "stablehlo.reshape"(%9) : (tensor<1x4x1xf64>) -> tensor<1x4xf64>
    %11 = "stablehlo.compare"(%2, %8) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x4xi64>, tensor<1x4xi64>) -> tensor<1x4xi1>
    %12 = "stablehlo.select"(%11, %10, %6) : (tensor<1x4xi1>, tensor<1x4xf64>, tensor<1x4xf64>) -> tensor<1x4xf64>
    %13 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 1, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x4xf64>) -> tensor<1x1x1xf64>
    %14 = "stablehlo.reshape"(%13) : (tensor<1x1x1xf64>) -> tensor<1xf64>
    %15 = "stablehlo.multiply"(%12, %12) : (tensor<1x4xf64>, tensor<1x4xf64>) -> tensor<1x4xf64>
    %16 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %17 = "stablehlo.reduce"(%15, %16) ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %244 = "stablehlo.add"(%arg1, %arg2) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%244) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x4xf64>, tensor<f64>) -> tensor<1xf64>
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
    %37 = "stablehlo.broadcast_in_dim"(%36) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x4xf64>
    %38 = "stablehlo.multiply"(%12, %37) : (tensor<1x4xf64>, tensor<1x4xf64>) -> tensor<1x4xf64>
    %39 = "stablehlo.compare"(%2, %8) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x4xi64>, tensor<1x4xi64>) -> tensor<1x4xi1>
    %40 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %41 = "stablehlo.broadcast_in_dim"(%40) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x4xf64>
    %42 = "stablehlo.select"(%39, %41, %38) : (tensor<1x4xi1>, tensor<1x4xf64>, tensor<1x4xf64>) -> tensor<1x4xf64>
    %43 = "stablehlo.reshape"(%42) : (tensor<1x4xf64>) -> tensor<1x4x1xf64>
    %44 = "stablehlo.reshape"(%43) : (tensor<1x4x1xf64>) -> tensor<1x1x4xf64>
    %45 = "stablehlo.dot_general"(%44, %1) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x1x4xf64>, tensor<1x4x4xf64>) -> tensor<1x1x4xf64>
    %46 = "stablehlo.broadcast_in_dim"(%33) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x4x1xf64>
    %47 = "stablehlo.multiply"(%43, %46) : (tensor<1x4x1xf64>, tensor<1x4x1xf64>) -> tensor<1x4x1xf64>
    %48 = "stablehlo.dot_general"(%47, %45) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x4x1xf64>, tensor<1x1x4xf64>) -> tensor<1x4x4xf64>
    %49 = "stablehlo.subtract"(%1, %48) : (tensor<1x4x4xf64>, tensor<1x4x4xf64>) -> tensor<1x4x4xf64>
    %50 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %51 = "stablehlo.broadcast_in_dim"(%50) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x4x4xi64>
    %52 = "stablehlo.compare"(%4, %51) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x4x4xi64>, tensor<1x4x4xi64>) -> tensor<1x4x4xi1>
    %53 = "stablehlo.select"(%52, %49, %1) : (tensor<1x4x4xi1>, tensor<1x4x4xf64>, tensor<1x4x4xf64>) -> tensor<1x4x4xf64>
    %54 = "stablehlo.select"(%30, %14, %29) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %55 = "stablehlo.compare"(%4, %51) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x4x4xi64>, tensor<1x4x4xi64>) -> tensor<1x4x4xi1>
    %56 = "stablehlo.compare"(%3, %51) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x4x4xi64>, tensor<1x4x4xi64>) -> tensor<1x4x4xi1>
    %57 = "stablehlo.and"(%55, %56) : (tensor<1x4x4xi1>, tensor<1x4x4xi1>) -> tensor<1x4x4xi1>
    %58 = "stablehlo.compare"(%3, %51) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x4x4xi64>, tensor<1x4x4xi64>) -> tensor<1x4x4xi1>
    %59 = "stablehlo.and"(%55, %58) : (tensor<1x4x4xi1>, tensor<1x4x4xi1>) -> tensor<1x4x4xi1>
    %60 = "stablehlo.broadcast_in_dim"(%54) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x4x4xf64>
    %61 = "stablehlo.select"(%57, %60, %53) : (tensor<1x4x4xi1>, tensor<1x4x4xf64>, tensor<1x4x4xf64>) -> tensor<1x4x4xf64>
    %62 = "stablehlo.broadcast_in_dim"(%38) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x4xf64>) -> tensor<1x4x4xf64>
    %63 = "stablehlo.select"(%59, %62, %61) : (tensor<1x4x4xi1>, tensor<1x4x4xf64>, tensor<1x4x4xf64>) -> tensor<1x4x4xf64>
    %64 = "stablehlo.reshape"(%33) : (tensor<1xf64>) -> tensor<1x1xf64>
    %65 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %66 = "stablehlo.broadcast_in_dim"(%65) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x4xi64>
    %67 = "stablehlo.slice"(%63) {limit_indices = array<i64: 1, 4, 2>, start_indices = array<i64: 0, 0, 1>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x4xf64>) -> tensor<1x4x1xf64>
    %68 = "stablehlo.reshape"(%67) : (tensor<1x4x1xf64>) -> tensor<1x4xf64>
    %69 = "stablehlo.compare"(%2, %66) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x4xi64>, tensor<1x4xi64>) -> tensor<1x4xi1>
    %70 = "stablehlo.select"(%69, %68, %6) : (tensor<1x4xi1>, tensor<1x4xf64>, tensor<1x4xf64>) -> tensor<1x4xf64>
    %71 = "stablehlo.slice"(%63) {limit_indices = array<i64: 1, 2, 2>, start_indices = array<i64: 0, 1, 1>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x4xf64>) -> tensor<1x1x1xf64>
    %72 = "stablehlo.reshape"(%71) : (tensor<1x1x1xf64>) -> tensor<1xf64>
    %73 = "stablehlo.multiply"(%70, %70) : (tensor<1x4xf64>, tensor<1x4xf64>) -> tensor<1x4xf64>
    %74 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %75 = "stablehlo.reduce"(%73, %74) ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %244 = "stablehlo.add"(%arg1, %arg2) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%244) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x4xf64>, tensor<f64>) -> tensor<1xf64>
    %76 = "stablehlo.sqrt"(%75) : (tensor<1xf64>) -> tensor<1xf64>
    %77 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %78 = "stablehlo.broadcast_in_dim"(%77) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
    %79 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %80 = "stablehlo.broadcast_in_dim"(%79) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
    %81 = "stablehlo.multiply"(%72, %72) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %82 = "stablehlo.multiply"(%76, %76) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %83 = "stablehlo.add"(%81, %82) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %84 = "stablehlo.sqrt"(%83) : (tensor<1xf64>) -> tensor<1xf64>
    %85 = "stablehlo.compare"(%72, %78) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
    %86 = "stablehlo.negate"(%84) : (tensor<1xf64>) -> tensor<1xf64>
    %87 = "stablehlo.select"(%85, %84, %86) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %88 = "stablehlo.compare"(%76, %78) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
    %89 = "stablehlo.subtract"(%87, %72) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %90 = "stablehlo.divide"(%89, %87) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %91 = "stablehlo.select"(%88, %78, %90) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %92 = "stablehlo.subtract"(%72, %87) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %93 = "stablehlo.divide"(%80, %92) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %94 = "stablehlo.select"(%88, %80, %93) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %95 = "stablehlo.broadcast_in_dim"(%94) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x4xf64>
    %96 = "stablehlo.multiply"(%70, %95) : (tensor<1x4xf64>, tensor<1x4xf64>) -> tensor<1x4xf64>
    %97 = "stablehlo.compare"(%2, %66) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x4xi64>, tensor<1x4xi64>) -> tensor<1x4xi1>
    %98 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %99 = "stablehlo.broadcast_in_dim"(%98) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x4xf64>
    %100 = "stablehlo.select"(%97, %99, %96) : (tensor<1x4xi1>, tensor<1x4xf64>, tensor<1x4xf64>) -> tensor<1x4xf64>
    %101 = "stablehlo.reshape"(%100) : (tensor<1x4xf64>) -> tensor<1x4x1xf64>
    %102 = "stablehlo.reshape"(%101) : (tensor<1x4x1xf64>) -> tensor<1x1x4xf64>
    %103 = "stablehlo.dot_general"(%102, %63) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x1x4xf64>, tensor<1x4x4xf64>) -> tensor<1x1x4xf64>
    %104 = "stablehlo.broadcast_in_dim"(%91) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x4x1xf64>
    %105 = "stablehlo.multiply"(%101, %104) : (tensor<1x4x1xf64>, tensor<1x4x1xf64>) -> tensor<1x4x1xf64>
    %106 = "stablehlo.dot_general"(%105, %103) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x4x1xf64>, tensor<1x1x4xf64>) -> tensor<1x4x4xf64>
    %107 = "stablehlo.subtract"(%63, %106) : (tensor<1x4x4xf64>, tensor<1x4x4xf64>) -> tensor<1x4x4xf64>
    %108 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %109 = "stablehlo.broadcast_in_dim"(%108) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x4x4xi64>
    %110 = "stablehlo.compare"(%4, %109) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x4x4xi64>, tensor<1x4x4xi64>) -> tensor<1x4x4xi1>
    %111 = "stablehlo.select"(%110, %107, %63) : (tensor<1x4x4xi1>, tensor<1x4x4xf64>, tensor<1x4x4xf64>) -> tensor<1x4x4xf64>
    %112 = "stablehlo.select"(%88, %72, %87) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %113 = "stablehlo.compare"(%4, %109) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x4x4xi64>, tensor<1x4x4xi64>) -> tensor<1x4x4xi1>
    %114 = "stablehlo.compare"(%3, %109) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x4x4xi64>, tensor<1x4x4xi64>) -> tensor<1x4x4xi1>
    %115 = "stablehlo.and"(%113, %114) : (tensor<1x4x4xi1>, tensor<1x4x4xi1>) -> tensor<1x4x4xi1>
    %116 = "stablehlo.compare"(%3, %109) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x4x4xi64>, tensor<1x4x4xi64>) -> tensor<1x4x4xi1>
    %117 = "stablehlo.and"(%113, %116) : (tensor<1x4x4xi1>, tensor<1x4x4xi1>) -> tensor<1x4x4xi1>
    %118 = "stablehlo.broadcast_in_dim"(%112) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x4x4xf64>
    %119 = "stablehlo.select"(%115, %118, %111) : (tensor<1x4x4xi1>, tensor<1x4x4xf64>, tensor<1x4x4xf64>) -> tensor<1x4x4xf64>
    %120 = "stablehlo.broadcast_in_dim"(%96) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x4xf64>) -> tensor<1x4x4xf64>
    %121 = "stablehlo.select"(%117, %120, %119) : (tensor<1x4x4xi1>, tensor<1x4x4xf64>, tensor<1x4x4xf64>) -> tensor<1x4x4xf64>
    %122 = "stablehlo.reshape"(%91) : (tensor<1xf64>) -> tensor<1x1xf64>
    %123 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %124 = "stablehlo.broadcast_in_dim"(%123) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x4xi64>
    %125 = "stablehlo.slice"(%121) {limit_indices = array<i64: 1, 4, 3>, start_indices = array<i64: 0, 0, 2>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x4xf64>) -> tensor<1x4x1xf64>
    %126 = "stablehlo.reshape"(%125) : (tensor<1x4x1xf64>) -> tensor<1x4xf64>
    %127 = "stablehlo.compare"(%2, %124) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x4xi64>, tensor<1x4xi64>) -> tensor<1x4xi1>
    %128 = "stablehlo.select"(%127, %126, %6) : (tensor<1x4xi1>, tensor<1x4xf64>, tensor<1x4xf64>) -> tensor<1x4xf64>
    %129 = "stablehlo.slice"(%121) {limit_indices = array<i64: 1, 3, 3>, start_indices = array<i64: 0, 2, 2>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x4xf64>) -> tensor<1x1x1xf64>
    %130 = "stablehlo.reshape"(%129) : (tensor<1x1x1xf64>) -> tensor<1xf64>
    %131 = "stablehlo.multiply"(%128, %128) : (tensor<1x4xf64>, tensor<1x4xf64>) -> tensor<1x4xf64>
    %132 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %133 = "stablehlo.reduce"(%131, %132) ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %244 = "stablehlo.add"(%arg1, %arg2) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%244) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x4xf64>, tensor<f64>) -> tensor<1xf64>
    %134 = "stablehlo.sqrt"(%133) : (tensor<1xf64>) -> tensor<1xf64>
    %135 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %136 = "stablehlo.broadcast_in_dim"(%135) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
    %137 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %138 = "stablehlo.broadcast_in_dim"(%137) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
    %139 = "stablehlo.multiply"(%130, %130) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %140 = "stablehlo.multiply"(%134, %134) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %141 = "stablehlo.add"(%139, %140) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %142 = "stablehlo.sqrt"(%141) : (tensor<1xf64>) -> tensor<1xf64>
    %143 = "stablehlo.compare"(%130, %136) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
    %144 = "stablehlo.negate"(%142) : (tensor<1xf64>) -> tensor<1xf64>
    %145 = "stablehlo.select"(%143, %142, %144) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %146 = "stablehlo.compare"(%134, %136) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
    %147 = "stablehlo.subtract"(%145, %130) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %148 = "stablehlo.divide"(%147, %145) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %149 = "stablehlo.select"(%146, %136, %148) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %150 = "stablehlo.subtract"(%130, %145) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %151 = "stablehlo.divide"(%138, %150) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %152 = "stablehlo.select"(%146, %138, %151) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %153 = "stablehlo.broadcast_in_dim"(%152) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x4xf64>
    %154 = "stablehlo.multiply"(%128, %153) : (tensor<1x4xf64>, tensor<1x4xf64>) -> tensor<1x4xf64>
    %155 = "stablehlo.compare"(%2, %124) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x4xi64>, tensor<1x4xi64>) -> tensor<1x4xi1>
    %156 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %157 = "stablehlo.broadcast_in_dim"(%156) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x4xf64>
    %158 = "stablehlo.select"(%155, %157, %154) : (tensor<1x4xi1>, tensor<1x4xf64>, tensor<1x4xf64>) -> tensor<1x4xf64>
    %159 = "stablehlo.reshape"(%158) : (tensor<1x4xf64>) -> tensor<1x4x1xf64>
    %160 = "stablehlo.reshape"(%159) : (tensor<1x4x1xf64>) -> tensor<1x1x4xf64>
    %161 = "stablehlo.dot_general"(%160, %121) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x1x4xf64>, tensor<1x4x4xf64>) -> tensor<1x1x4xf64>
    %162 = "stablehlo.broadcast_in_dim"(%149) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x4x1xf64>
    %163 = "stablehlo.multiply"(%159, %162) : (tensor<1x4x1xf64>, tensor<1x4x1xf64>) -> tensor<1x4x1xf64>
    %164 = "stablehlo.dot_general"(%163, %161) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x4x1xf64>, tensor<1x1x4xf64>) -> tensor<1x4x4xf64>
    %165 = "stablehlo.subtract"(%121, %164) : (tensor<1x4x4xf64>, tensor<1x4x4xf64>) -> tensor<1x4x4xf64>
    %166 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %167 = "stablehlo.broadcast_in_dim"(%166) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x4x4xi64>
    %168 = "stablehlo.compare"(%4, %167) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x4x4xi64>, tensor<1x4x4xi64>) -> tensor<1x4x4xi1>
    %169 = "stablehlo.select"(%168, %165, %121) : (tensor<1x4x4xi1>, tensor<1x4x4xf64>, tensor<1x4x4xf64>) -> tensor<1x4x4xf64>
    %170 = "stablehlo.select"(%146, %130, %145) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %171 = "stablehlo.compare"(%4, %167) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x4x4xi64>, tensor<1x4x4xi64>) -> tensor<1x4x4xi1>
    %172 = "stablehlo.compare"(%3, %167) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x4x4xi64>, tensor<1x4x4xi64>) -> tensor<1x4x4xi1>
    %173 = "stablehlo.and"(%171, %172) : (tensor<1x4x4xi1>, tensor<1x4x4xi1>) -> tensor<1x4x4xi1>
    %174 = "stablehlo.compare"(%3, %167) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x4x4xi64>, tensor<1x4x4xi64>) -> tensor<1x4x4xi1>
    %175 = "stablehlo.and"(%171, %174) : (tensor<1x4x4xi1>, tensor<1x4x4xi1>) -> tensor<1x4x4xi1>
    %176 = "stablehlo.broadcast_in_dim"(%170) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x4x4xf64>
    %177 = "stablehlo.select"(%173, %176, %169) : (tensor<1x4x4xi1>, tensor<1x4x4xf64>, tensor<1x4x4xf64>) -> tensor<1x4x4xf64>
    %178 = "stablehlo.broadcast_in_dim"(%154) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x4xf64>) -> tensor<1x4x4xf64>
    %179 = "stablehlo.select"(%175, %178, %177) : (tensor<1x4x4xi1>, tensor<1x4x4xf64>, tensor<1x4x4xf64>) -> tensor<1x4x4xf64>
    %180 = "stablehlo.reshape"(%149) : (tensor<1xf64>) -> tensor<1x1xf64>
    %181 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %182 = "stablehlo.broadcast_in_dim"(%181) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x4xi64>
    %183 = "stablehlo.slice"(%179) {limit_indices = array<i64: 1, 4, 4>, start_indices = array<i64: 0, 0, 3>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x4xf64>) -> tensor<1x4x1xf64>
    %184 = "stablehlo.reshape"(%183) : (tensor<1x4x1xf64>) -> tensor<1x4xf64>
    %185 = "stablehlo.compare"(%2, %182) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x4xi64>, tensor<1x4xi64>) -> tensor<1x4xi1>
    %186 = "stablehlo.select"(%185, %184, %6) : (tensor<1x4xi1>, tensor<1x4xf64>, tensor<1x4xf64>) -> tensor<1x4xf64>
    %187 = "stablehlo.slice"(%179) {limit_indices = array<i64: 1, 4, 4>, start_indices = array<i64: 0, 3, 3>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x4xf64>) -> tensor<1x1x1xf64>
    %188 = "stablehlo.reshape"(%187) : (tensor<1x1x1xf64>) -> tensor<1xf64>
    %189 = "stablehlo.multiply"(%186, %186) : (tensor<1x4xf64>, tensor<1x4xf64>) -> tensor<1x4xf64>
    %190 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %191 = "stablehlo.reduce"(%189, %190) ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %244 = "stablehlo.add"(%arg1, %arg2) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%244) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x4xf64>, tensor<f64>) -> tensor<1xf64>
    %192 = "stablehlo.sqrt"(%191) : (tensor<1xf64>) -> tensor<1xf64>
    %193 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %194 = "stablehlo.broadcast_in_dim"(%193) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
    %195 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %196 = "stablehlo.broadcast_in_dim"(%195) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
    %197 = "stablehlo.multiply"(%188, %188) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %198 = "stablehlo.multiply"(%192, %192) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %199 = "stablehlo.add"(%197, %198) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %200 = "stablehlo.sqrt"(%199) : (tensor<1xf64>) -> tensor<1xf64>
    %201 = "stablehlo.compare"(%188, %194) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
    %202 = "stablehlo.negate"(%200) : (tensor<1xf64>) -> tensor<1xf64>
    %203 = "stablehlo.select"(%201, %200, %202) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %204 = "stablehlo.compare"(%192, %194) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
    %205 = "stablehlo.subtract"(%203, %188) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %206 = "stablehlo.divide"(%205, %203) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %207 = "stablehlo.select"(%204, %194, %206) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %208 = "stablehlo.subtract"(%188, %203) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %209 = "stablehlo.divide"(%196, %208) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %210 = "stablehlo.select"(%204, %196, %209) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %211 = "stablehlo.broadcast_in_dim"(%210) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x4xf64>
    %212 = "stablehlo.multiply"(%186, %211) : (tensor<1x4xf64>, tensor<1x4xf64>) -> tensor<1x4xf64>
    %213 = "stablehlo.compare"(%2, %182) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x4xi64>, tensor<1x4xi64>) -> tensor<1x4xi1>
    %214 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %215 = "stablehlo.broadcast_in_dim"(%214) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x4xf64>
    %216 = "stablehlo.select"(%213, %215, %212) : (tensor<1x4xi1>, tensor<1x4xf64>, tensor<1x4xf64>) -> tensor<1x4xf64>
    %217 = "stablehlo.reshape"(%216) : (tensor<1x4xf64>) -> tensor<1x4x1xf64>
    %218 = "stablehlo.reshape"(%217) : (tensor<1x4x1xf64>) -> tensor<1x1x4xf64>
    %219 = "stablehlo.dot_general"(%218, %179) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x1x4xf64>, tensor<1x4x4xf64>) -> tensor<1x1x4xf64>
    %220 = "stablehlo.broadcast_in_dim"(%207) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x4x1xf64>
    %221 = "stablehlo.multiply"(%217, %220) : (tensor<1x4x1xf64>, tensor<1x4x1xf64>) -> tensor<1x4x1xf64>
    %222 = "stablehlo.dot_general"(%221, %219) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x4x1xf64>, tensor<1x1x4xf64>) -> tensor<1x4x4xf64>
    %223 = "stablehlo.subtract"(%179, %222) : (tensor<1x4x4xf64>, tensor<1x4x4xf64>) -> tensor<1x4x4xf64>
    %224 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %225 = "stablehlo.broadcast_in_dim"(%224) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x4x4xi64>
    %226 = "stablehlo.compare"(%4, %225) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x4x4xi64>, tensor<1x4x4xi64>) -> tensor<1x4x4xi1>
    %227 = "stablehlo.select"(%226, %223, %179) : (tensor<1x4x4xi1>, tensor<1x4x4xf64>, tensor<1x4x4xf64>) -> tensor<1x4x4xf64>
    %228 = "stablehlo.select"(%204, %188, %203) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %229 = "stablehlo.compare"(%4, %225) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x4x4xi64>, tensor<1x4x4xi64>) -> tensor<1x4x4xi1>
    %230 = "stablehlo.compare"(%3, %225) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x4x4xi64>, tensor<1x4x4xi64>) -> tensor<1x4x4xi1>
    %231 = "stablehlo.and"(%229, %230) : (tensor<1x4x4xi1>, tensor<1x4x4xi1>) -> tensor<1x4x4xi1>
    %232 = "stablehlo.compare"(%3, %225) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x4x4xi64>, tensor<1x4x4xi64>) -> tensor<1x4x4xi1>
    %233 = "stablehlo.and"(%229, %232) : (tensor<1x4x4xi1>, tensor<1x4x4xi1>) -> tensor<1x4x4xi1>
    %234 = "stablehlo.broadcast_in_dim"(%228) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x4x4xf64>
    %235 = "stablehlo.select"(%231, %234, %227) : (tensor<1x4x4xi1>, tensor<1x4x4xf64>, tensor<1x4x4xf64>) -> tensor<1x4x4xf64>
    %236 = "stablehlo.broadcast_in_dim"(%212) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x4xf64>) -> tensor<1x4x4xf64>
    %237 = "stablehlo.select"(%233, %236, %235) : (tensor<1x4x4xi1>, tensor<1x4x4xf64>, tensor<1x4x4xf64>) -> tensor<1x4x4xf64>
    %238 = "stablehlo.reshape"(%207) : (tensor<1xf64>) -> tensor<1x1xf64>
    %239 = "stablehlo.concatenate"(%64, %122, %180, %238) {dimension = 1 : i64} : (tensor<1x1xf64>, tensor<1x1xf64>, tensor<1x1xf64>, tensor<1x1xf64>) -> tensor<1x4xf64>
    %240 = "stablehlo.convert"(%237) : (tensor<1x4x4xf64>) -> tensor<1x4x4xf32>
    %241 = "stablehlo.reshape"(%240) : (tensor<1x4x4xf32>) -> tensor<4x4xf32>
    %242 = "stablehlo.convert"(%239) : (tensor<1x4xf64>) -> tensor<1x4xf32>
    %243 = "stablehlo.reshape"(%242) : (tensor<1x4xf32>) -> tensor<4xf32>
    return %241, %243 : tensor<4x4xf32>, tensor<4xf32>
  }
}
