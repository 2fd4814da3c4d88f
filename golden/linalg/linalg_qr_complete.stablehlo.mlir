module {
  func.func @main(%arg0: tensor<4x2xf32>) -> (tensor<4x4xf32>, tensor<4x2xf32>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<4x2xf32>) -> tensor<1x4x2xf32>
    %1 = "stablehlo.convert"(%0) : (tensor<1x4x2xf32>) -> tensor<1x4x2xf64>
    %2 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x4xi64>
    %3 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x4x2xi64>
    %4 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x4x2xi64>
    %5 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x4xf64>
    %7 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x4xi64>
    %9 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 4, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x2xf64>) -> tensor<1x4x1xf64>
    %10 = "stablehlo.reshape"(%9) : (tensor<1x4x1xf64>) -> tensor<1x4xf64>
    %11 = "stablehlo.compare"(%2, %8) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x4xi64>, tensor<1x4xi64>) -> tensor<1x4xi1>
    %12 = "stablehlo.select"(%11, %10, %6) : (tensor<1x4xi1>, tensor<1x4xf64>, tensor<1x4xf64>) -> tensor<1x4xf64>
    %13 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 1, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x2xf64>) -> tensor<1x1x1xf64>
    %14 = "stablehlo.reshape"(%13) : (tensor<1x1x1xf64>) -> tensor<1xf64>
    %15 = "stablehlo.multiply"(%12, %12) : (tensor<1x4xf64>, tensor<1x4xf64>) -> tensor<1x4xf64>
    %16 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %17 = "stablehlo.reduce"(%15, %16) ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %182 = "stablehlo.add"(%arg1, %arg2) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%182) : (tensor<f64>) -> ()
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
    %45 = "stablehlo.dot_general"(%44, %1) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x1x4xf64>, tensor<1x4x2xf64>) -> tensor<1x1x2xf64>
    %46 = "stablehlo.broadcast_in_dim"(%33) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x4x1xf64>
    %47 = "stablehlo.multiply"(%43, %46) : (tensor<1x4x1xf64>, tensor<1x4x1xf64>) -> tensor<1x4x1xf64>
    %48 = "stablehlo.dot_general"(%47, %45) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x4x1xf64>, tensor<1x1x2xf64>) -> tensor<1x4x2xf64>
    %49 = "stablehlo.subtract"(%1, %48) : (tensor<1x4x2xf64>, tensor<1x4x2xf64>) -> tensor<1x4x2xf64>
    %50 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %51 = "stablehlo.broadcast_in_dim"(%50) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x4x2xi64>
    %52 = "stablehlo.compare"(%4, %51) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x4x2xi64>, tensor<1x4x2xi64>) -> tensor<1x4x2xi1>
    %53 = "stablehlo.select"(%52, %49, %1) : (tensor<1x4x2xi1>, tensor<1x4x2xf64>, tensor<1x4x2xf64>) -> tensor<1x4x2xf64>
    %54 = "stablehlo.select"(%30, %14, %29) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %55 = "stablehlo.compare"(%4, %51) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x4x2xi64>, tensor<1x4x2xi64>) -> tensor<1x4x2xi1>
    %56 = "stablehlo.compare"(%3, %51) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x4x2xi64>, tensor<1x4x2xi64>) -> tensor<1x4x2xi1>
    %57 = "stablehlo.and"(%55, %56) : (tensor<1x4x2xi1>, tensor<1x4x2xi1>) -> tensor<1x4x2xi1>
    %58 = "stablehlo.compare"(%3, %51) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x4x2xi64>, tensor<1x4x2xi64>) -> tensor<1x4x2xi1>
    %59 = "stablehlo.and"(%55, %58) : (tensor<1x4x2xi1>, tensor<1x4x2xi1>) -> tensor<1x4x2xi1>
    %60 = "stablehlo.broadcast_in_dim"(%54) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x4x2xf64>
    %61 = "stablehlo.select"(%57, %60, %53) : (tensor<1x4x2xi1>, tensor<1x4x2xf64>, tensor<1x4x2xf64>) -> tensor<1x4x2xf64>
    %62 = "stablehlo.broadcast_in_dim"(%38) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x4xf64>) -> tensor<1x4x2xf64>
    %63 = "stablehlo.select"(%59, %62, %61) : (tensor<1x4x2xi1>, tensor<1x4x2xf64>, tensor<1x4x2xf64>) -> tensor<1x4x2xf64>
    %64 = "stablehlo.reshape"(%33) : (tensor<1xf64>) -> tensor<1x1xf64>
    %65 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %66 = "stablehlo.broadcast_in_dim"(%65) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x4xi64>
    %67 = "stablehlo.slice"(%63) {limit_indices = array<i64: 1, 4, 2>, start_indices = array<i64: 0, 0, 1>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x2xf64>) -> tensor<1x4x1xf64>
    %68 = "stablehlo.reshape"(%67) : (tensor<1x4x1xf64>) -> tensor<1x4xf64>
    %69 = "stablehlo.compare"(%2, %66) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x4xi64>, tensor<1x4xi64>) -> tensor<1x4xi1>
    %70 = "stablehlo.select"(%69, %68, %6) : (tensor<1x4xi1>, tensor<1x4xf64>, tensor<1x4xf64>) -> tensor<1x4xf64>
    %71 = "stablehlo.slice"(%63) {limit_indices = array<i64: 1, 2, 2>, start_indices = array<i64: 0, 1, 1>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x2xf64>) -> tensor<1x1x1xf64>
    %72 = "stablehlo.reshape"(%71) : (tensor<1x1x1xf64>) -> tensor<1xf64>
    %73 = "stablehlo.multiply"(%70, %70) : (tensor<1x4xf64>, tensor<1x4xf64>) -> tensor<1x4xf64>
    %74 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %75 = "stablehlo.reduce"(%73, %74) ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %182 = "stablehlo.add"(%arg1, %arg2) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%182) : (tensor<f64>) -> ()
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
    %103 = "stablehlo.dot_general"(%102, %63) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x1x4xf64>, tensor<1x4x2xf64>) -> tensor<1x1x2xf64>
    %104 = "stablehlo.broadcast_in_dim"(%91) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x4x1xf64>
    %105 = "stablehlo.multiply"(%101, %104) : (tensor<1x4x1xf64>, tensor<1x4x1xf64>) -> tensor<1x4x1xf64>
    %106 = "stablehlo.dot_general"(%105, %103) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x4x1xf64>, tensor<1x1x2xf64>) -> tensor<1x4x2xf64>
    %107 = "stablehlo.subtract"(%63, %106) : (tensor<1x4x2xf64>, tensor<1x4x2xf64>) -> tensor<1x4x2xf64>
    %108 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %109 = "stablehlo.broadcast_in_dim"(%108) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x4x2xi64>
    %110 = "stablehlo.compare"(%4, %109) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x4x2xi64>, tensor<1x4x2xi64>) -> tensor<1x4x2xi1>
    %111 = "stablehlo.select"(%110, %107, %63) : (tensor<1x4x2xi1>, tensor<1x4x2xf64>, tensor<1x4x2xf64>) -> tensor<1x4x2xf64>
    %112 = "stablehlo.select"(%88, %72, %87) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %113 = "stablehlo.compare"(%4, %109) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x4x2xi64>, tensor<1x4x2xi64>) -> tensor<1x4x2xi1>
    %114 = "stablehlo.compare"(%3, %109) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x4x2xi64>, tensor<1x4x2xi64>) -> tensor<1x4x2xi1>
    %115 = "stablehlo.and"(%113, %114) : (tensor<1x4x2xi1>, tensor<1x4x2xi1>) -> tensor<1x4x2xi1>
    %116 = "stablehlo.compare"(%3, %109) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x4x2xi64>, tensor<1x4x2xi64>) -> tensor<1x4x2xi1>
    %117 = "stablehlo.and"(%113, %116) : (tensor<1x4x2xi1>, tensor<1x4x2xi1>) -> tensor<1x4x2xi1>
    %118 = "stablehlo.broadcast_in_dim"(%112) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x4x2xf64>
    %119 = "stablehlo.select"(%115, %118, %111) : (tensor<1x4x2xi1>, tensor<1x4x2xf64>, tensor<1x4x2xf64>) -> tensor<1x4x2xf64>
    %120 = "stablehlo.broadcast_in_dim"(%96) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x4xf64>) -> tensor<1x4x2xf64>
    %121 = "stablehlo.select"(%117, %120, %119) : (tensor<1x4x2xi1>, tensor<1x4x2xf64>, tensor<1x4x2xf64>) -> tensor<1x4x2xf64>
    %122 = "stablehlo.reshape"(%91) : (tensor<1xf64>) -> tensor<1x1xf64>
    %123 = "stablehlo.concatenate"(%64, %122) {dimension = 1 : i64} : (tensor<1x1xf64>, tensor<1x1xf64>) -> tensor<1x2xf64>
    %124 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x4x2xi64>
    %125 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x4x2xi64>
    %126 = "stablehlo.compare"(%124, %125) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<1x4x2xi64>, tensor<1x4x2xi64>) -> tensor<1x4x2xi1>
    %127 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %128 = "stablehlo.broadcast_in_dim"(%127) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x4x2xf64>
    %129 = "stablehlo.select"(%126, %121, %128) : (tensor<1x4x2xi1>, tensor<1x4x2xf64>, tensor<1x4x2xf64>) -> tensor<1x4x2xf64>
    %130 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x4x4xi64>
    %131 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x4x4xi64>
    %132 = "stablehlo.compare"(%130, %131) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x4x4xi64>, tensor<1x4x4xi64>) -> tensor<1x4x4xi1>
    %133 = "stablehlo.convert"(%132) : (tensor<1x4x4xi1>) -> tensor<1x4x4xf64>
    %134 = "stablehlo.slice"(%121) {limit_indices = array<i64: 1, 4, 2>, start_indices = array<i64: 0, 0, 1>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x2xf64>) -> tensor<1x4x1xf64>
    %135 = "stablehlo.reshape"(%134) : (tensor<1x4x1xf64>) -> tensor<1x4xf64>
    %136 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x4xi64>
    %137 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %138 = "stablehlo.broadcast_in_dim"(%137) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x4xi64>
    %139 = "stablehlo.compare"(%136, %138) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x4xi64>, tensor<1x4xi64>) -> tensor<1x4xi1>
    %140 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %141 = "stablehlo.broadcast_in_dim"(%140) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x4xf64>
    %142 = "stablehlo.select"(%139, %135, %141) : (tensor<1x4xi1>, tensor<1x4xf64>, tensor<1x4xf64>) -> tensor<1x4xf64>
    %143 = "stablehlo.compare"(%136, %138) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x4xi64>, tensor<1x4xi64>) -> tensor<1x4xi1>
    %144 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %145 = "stablehlo.broadcast_in_dim"(%144) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x4xf64>
    %146 = "stablehlo.select"(%143, %145, %142) : (tensor<1x4xi1>, tensor<1x4xf64>, tensor<1x4xf64>) -> tensor<1x4xf64>
    %147 = "stablehlo.slice"(%123) {limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>} : (tensor<1x2xf64>) -> tensor<1x1xf64>
    %148 = "stablehlo.reshape"(%147) : (tensor<1x1xf64>) -> tensor<1xf64>
    %149 = "stablehlo.reshape"(%146) : (tensor<1x4xf64>) -> tensor<1x4x1xf64>
    %150 = "stablehlo.reshape"(%149) : (tensor<1x4x1xf64>) -> tensor<1x1x4xf64>
    %151 = "stablehlo.dot_general"(%150, %133) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x1x4xf64>, tensor<1x4x4xf64>) -> tensor<1x1x4xf64>
    %152 = "stablehlo.broadcast_in_dim"(%148) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x4x1xf64>
    %153 = "stablehlo.multiply"(%149, %152) : (tensor<1x4x1xf64>, tensor<1x4x1xf64>) -> tensor<1x4x1xf64>
    %154 = "stablehlo.dot_general"(%153, %151) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x4x1xf64>, tensor<1x1x4xf64>) -> tensor<1x4x4xf64>
    %155 = "stablehlo.subtract"(%133, %154) : (tensor<1x4x4xf64>, tensor<1x4x4xf64>) -> tensor<1x4x4xf64>
    %156 = "stablehlo.slice"(%121) {limit_indices = array<i64: 1, 4, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<1x4x2xf64>) -> tensor<1x4x1xf64>
    %157 = "stablehlo.reshape"(%156) : (tensor<1x4x1xf64>) -> tensor<1x4xf64>
    %158 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x4xi64>
    %159 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %160 = "stablehlo.broadcast_in_dim"(%159) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x4xi64>
    %161 = "stablehlo.compare"(%158, %160) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x4xi64>, tensor<1x4xi64>) -> tensor<1x4xi1>
    %162 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %163 = "stablehlo.broadcast_in_dim"(%162) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x4xf64>
    %164 = "stablehlo.select"(%161, %157, %163) : (tensor<1x4xi1>, tensor<1x4xf64>, tensor<1x4xf64>) -> tensor<1x4xf64>
    %165 = "stablehlo.compare"(%158, %160) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x4xi64>, tensor<1x4xi64>) -> tensor<1x4xi1>
    %166 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %167 = "stablehlo.broadcast_in_dim"(%166) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x4xf64>
    %168 = "stablehlo.select"(%165, %167, %164) : (tensor<1x4xi1>, tensor<1x4xf64>, tensor<1x4xf64>) -> tensor<1x4xf64>
    %169 = "stablehlo.slice"(%123) {limit_indices = array<i64: 1, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<1x2xf64>) -> tensor<1x1xf64>
    %170 = "stablehlo.reshape"(%169) : (tensor<1x1xf64>) -> tensor<1xf64>
    %171 = "stablehlo.reshape"(%168) : (tensor<1x4xf64>) -> tensor<1x4x1xf64>
    %172 = "stablehlo.reshape"(%171) : (tensor<1x4x1xf64>) -> tensor<1x1x4xf64>
    %173 = "stablehlo.dot_general"(%172, %155) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x1x4xf64>, tensor<1x4x4xf64>) -> tensor<1x1x4xf64>
    %174 = "stablehlo.broadcast_in_dim"(%170) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x4x1xf64>
    %175 = "stablehlo.multiply"(%171, %174) : (tensor<1x4x1xf64>, tensor<1x4x1xf64>) -> tensor<1x4x1xf64>
    %176 = "stablehlo.dot_general"(%175, %173) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x4x1xf64>, tensor<1x1x4xf64>) -> tensor<1x4x4xf64>
    %177 = "stablehlo.subtract"(%155, %176) : (tensor<1x4x4xf64>, tensor<1x4x4xf64>) -> tensor<1x4x4xf64>
    %178 = "stablehlo.convert"(%177) : (tensor<1x4x4xf64>) -> tensor<1x4x4xf32>
    %179 = "stablehlo.reshape"(%178) : (tensor<1x4x4xf32>) -> tensor<4x4xf32>
    %180 = "stablehlo.convert"(%129) : (tensor<1x4x2xf64>) -> tensor<1x4x2xf32>
    %181 = "stablehlo.reshape"(%180) : (tensor<1x4x2xf32>) -> tensor<4x2xf32>
    return %179, %181 : tensor<4x4xf32>, tensor<4x2xf32>
  }
}
