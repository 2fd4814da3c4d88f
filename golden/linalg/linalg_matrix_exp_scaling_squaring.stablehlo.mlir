module {
  func.func @main(%arg0: tensor<2x4x4xf32>) -> tensor<2x4x4xf32> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<2x4x4xf32>) -> tensor<2x4x4xf64>
    %1 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x4x4xi64>
    %2 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x4x4xi64>
    %3 = "stablehlo.compare"(%1, %2) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2x4x4xi64>, tensor<2x4x4xi64>) -> tensor<2x4x4xi1>
    %4 = "stablehlo.convert"(%3) : (tensor<2x4x4xi1>) -> tensor<2x4x4xf64>
    %5 = "stablehlo.abs"(%0) : (tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %6 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %7 = "stablehlo.reduce"(%5, %6) ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %130 = "stablehlo.add"(%arg1, %arg2) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%130) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x4xf64>, tensor<f64>) -> tensor<2x4xf64>
    %8 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %9 = "stablehlo.reduce"(%7, %8) ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %130 = "stablehlo.maximum"(%arg1, %arg2) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%130) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4xf64>, tensor<f64>) -> tensor<2xf64>
    %10 = "stablehlo.constant"() {value = dense<1.000000e-300> : tensor<f64>} : () -> tensor<f64>
    %11 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
    %12 = "stablehlo.maximum"(%9, %11) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %13 = "stablehlo.log"(%12) : (tensor<2xf64>) -> tensor<2xf64>
    %14 = "stablehlo.constant"() {value = dense<0.69314718055994529> : tensor<f64>} : () -> tensor<f64>
    %15 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
    %16 = "stablehlo.divide"(%13, %15) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %17 = "stablehlo.ceil"(%16) : (tensor<2xf64>) -> tensor<2xf64>
    %18 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %19 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
    %20 = "stablehlo.add"(%17, %19) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %21 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %22 = "stablehlo.broadcast_in_dim"(%21) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
    %23 = "stablehlo.maximum"(%20, %22) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %24 = "stablehlo.is_finite"(%23) : (tensor<2xf64>) -> tensor<2xi1>
    %25 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %26 = "stablehlo.broadcast_in_dim"(%25) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
    %27 = "stablehlo.select"(%24, %23, %26) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %28 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %29 = "stablehlo.broadcast_in_dim"(%28) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2xf64>
    %30 = "stablehlo.negate"(%27) : (tensor<2xf64>) -> tensor<2xf64>
    %31 = "stablehlo.power"(%29, %30) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %32 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2x4x4xf64>
    %33 = "stablehlo.multiply"(%0, %32) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %34 = "stablehlo.dot_general"(%33, %4) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %35 = "stablehlo.constant"() {value = dense<0.055555555555555552> : tensor<f64>} : () -> tensor<f64>
    %36 = "stablehlo.broadcast_in_dim"(%35) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x4x4xf64>
    %37 = "stablehlo.multiply"(%34, %36) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %38 = "stablehlo.add"(%4, %37) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %39 = "stablehlo.dot_general"(%33, %38) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %40 = "stablehlo.constant"() {value = dense<0.058823529411764705> : tensor<f64>} : () -> tensor<f64>
    %41 = "stablehlo.broadcast_in_dim"(%40) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x4x4xf64>
    %42 = "stablehlo.multiply"(%39, %41) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %43 = "stablehlo.add"(%4, %42) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %44 = "stablehlo.dot_general"(%33, %43) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %45 = "stablehlo.constant"() {value = dense<6.250000e-02> : tensor<f64>} : () -> tensor<f64>
    %46 = "stablehlo.broadcast_in_dim"(%45) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x4x4xf64>
    %47 = "stablehlo.multiply"(%44, %46) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %48 = "stablehlo.add"(%4, %47) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %49 = "stablehlo.dot_general"(%33, %48) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %50 = "stablehlo.constant"() {value = dense<0.066666666666666666> : tensor<f64>} : () -> tensor<f64>
    %51 = "stablehlo.broadcast_in_dim"(%50) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x4x4xf64>
    %52 = "stablehlo.multiply"(%49, %51) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %53 = "stablehlo.add"(%4, %52) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %54 = "stablehlo.dot_general"(%33, %53) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %55 = "stablehlo.constant"() {value = dense<0.071428571428571425> : tensor<f64>} : () -> tensor<f64>
    %56 = "stablehlo.broadcast_in_dim"(%55) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x4x4xf64>
    %57 = "stablehlo.multiply"(%54, %56) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %58 = "stablehlo.add"(%4, %57) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %59 = "stablehlo.dot_general"(%33, %58) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %60 = "stablehlo.constant"() {value = dense<0.076923076923076927> : tensor<f64>} : () -> tensor<f64>
    %61 = "stablehlo.broadcast_in_dim"(%60) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x4x4xf64>
    %62 = "stablehlo.multiply"(%59, %61) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %63 = "stablehlo.add"(%4, %62) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %64 = "stablehlo.dot_general"(%33, %63) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %65 = "stablehlo.constant"() {value = dense<0.083333333333333329> : tensor<f64>} : () -> tensor<f64>
    %66 = "stablehlo.broadcast_in_dim"(%65) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x4x4xf64>
    %67 = "stablehlo.multiply"(%64, %66) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %68 = "stablehlo.add"(%4, %67) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %69 = "stablehlo.dot_general"(%33, %68) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %70 = "stablehlo.constant"() {value = dense<0.090909090909090911> : tensor<f64>} : () -> tensor<f64>
    %71 = "stablehlo.broadcast_in_dim"(%70) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x4x4xf64>
    %72 = "stablehlo.multiply"(%69, %71) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %73 = "stablehlo.add"(%4, %72) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %74 = "stablehlo.dot_general"(%33, %73) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %75 = "stablehlo.constant"() {value = dense<1.000000e-01> : tensor<f64>} : () -> tensor<f64>
    %76 = "stablehlo.broadcast_in_dim"(%75) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x4x4xf64>
    %77 = "stablehlo.multiply"(%74, %76) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %78 = "stablehlo.add"(%4, %77) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %79 = "stablehlo.dot_general"(%33, %78) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %80 = "stablehlo.constant"() {value = dense<0.1111111111111111> : tensor<f64>} : () -> tensor<f64>
    %81 = "stablehlo.broadcast_in_dim"(%80) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x4x4xf64>
    %82 = "stablehlo.multiply"(%79, %81) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %83 = "stablehlo.add"(%4, %82) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %84 = "stablehlo.dot_general"(%33, %83) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %85 = "stablehlo.constant"() {value = dense<1.250000e-01> : tensor<f64>} : () -> tensor<f64>
    %86 = "stablehlo.broadcast_in_dim"(%85) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x4x4xf64>
    %87 = "stablehlo.multiply"(%84, %86) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %88 = "stablehlo.add"(%4, %87) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %89 = "stablehlo.dot_general"(%33, %88) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %90 = "stablehlo.constant"() {value = dense<0.14285714285714285> : tensor<f64>} : () -> tensor<f64>
    %91 = "stablehlo.broadcast_in_dim"(%90) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x4x4xf64>
    %92 = "stablehlo.multiply"(%89, %91) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %93 = "stablehlo.add"(%4, %92) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %94 = "stablehlo.dot_general"(%33, %93) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %95 = "stablehlo.constant"() {value = dense<0.16666666666666666> : tensor<f64>} : () -> tensor<f64>
    %96 = "stablehlo.broadcast_in_dim"(%95) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x4x4xf64>
    %97 = "stablehlo.multiply"(%94, %96) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %98 = "stablehlo.add"(%4, %97) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %99 = "stablehlo.dot_general"(%33, %98) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %100 = "stablehlo.constant"() {value = dense<2.000000e-01> : tensor<f64>} : () -> tensor<f64>
    %101 = "stablehlo.broadcast_in_dim"(%100) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x4x4xf64>
    %102 = "stablehlo.multiply"(%99, %101) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %103 = "stablehlo.add"(%4, %102) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %104 = "stablehlo.dot_general"(%33, %103) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %105 = "stablehlo.constant"() {value = dense<2.500000e-01> : tensor<f64>} : () -> tensor<f64>
    %106 = "stablehlo.broadcast_in_dim"(%105) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x4x4xf64>
    %107 = "stablehlo.multiply"(%104, %106) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %108 = "stablehlo.add"(%4, %107) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %109 = "stablehlo.dot_general"(%33, %108) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %110 = "stablehlo.constant"() {value = dense<0.33333333333333331> : tensor<f64>} : () -> tensor<f64>
    %111 = "stablehlo.broadcast_in_dim"(%110) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x4x4xf64>
    %112 = "stablehlo.multiply"(%109, %111) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %113 = "stablehlo.add"(%4, %112) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %114 = "stablehlo.dot_general"(%33, %113) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %115 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f64>} : () -> tensor<f64>
    %116 = "stablehlo.broadcast_in_dim"(%115) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x4x4xf64>
    %117 = "stablehlo.multiply"(%114, %116) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %118 = "stablehlo.add"(%4, %117) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %119 = "stablehlo.dot_general"(%33, %118) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %120 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %121 = "stablehlo.broadcast_in_dim"(%120) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x4x4xf64>
    %122 = "stablehlo.multiply"(%119, %121) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %123 = "stablehlo.add"(%4, %122) : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %124 = "stablehlo.convert"(%27) : (tensor<2xf64>) -> tensor<2xi64>
    %125 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %126 = "stablehlo.reduce"(%124, %125) ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      %130 = "stablehlo.maximum"(%arg1, %arg2) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%130) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<2xi64>, tensor<i64>) -> tensor<i64>
    %127 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %128:4 = "stablehlo.while"(%127, %126, %124, %123) ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>, %arg3: tensor<2xi64>, %arg4: tensor<2x4x4xf64>):
      %130 = "stablehlo.compare"(%arg1, %arg2) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%130) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>, %arg3: tensor<2xi64>, %arg4: tensor<2x4x4xf64>):
      %130 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2xi64>
      %131 = "stablehlo.compare"(%130, %arg3) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
      %132 = "stablehlo.dot_general"(%arg4, %arg4) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %133 = "stablehlo.broadcast_in_dim"(%131) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi1>) -> tensor<2x4x4xi1>
      %134 = "stablehlo.select"(%133, %132, %arg4) : (tensor<2x4x4xi1>, tensor<2x4x4xf64>, tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
      %135 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
      %136 = "stablehlo.add"(%arg1, %135) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%136, %arg2, %arg3, %134) : (tensor<i64>, tensor<i64>, tensor<2xi64>, tensor<2x4x4xf64>) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<2xi64>, tensor<2x4x4xf64>) -> (tensor<i64>, tensor<i64>, tensor<2xi64>, tensor<2x4x4xf64>)
    %129 = "stablehlo.convert"(%128#3) : (tensor<2x4x4xf64>) -> tensor<2x4x4xf32>
    return %129 : tensor<2x4x4xf32>
  }
}
