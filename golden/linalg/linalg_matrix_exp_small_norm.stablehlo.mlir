module {
  func.func @main(%arg0: tensor<3x3xf32>) -> tensor<3x3xf32> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %1 = "stablehlo.convert"(%0) : (tensor<1x3x3xf32>) -> tensor<1x3x3xf64>
    %2 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x3x3xi64>
    %3 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x3x3xi64>
    %4 = "stablehlo.compare"(%2, %3) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<1x3x3xi64>, tensor<1x3x3xi64>) -> tensor<1x3x3xi1>
    %5 = "stablehlo.convert"(%4) : (tensor<1x3x3xi1>) -> tensor<1x3x3xf64>
    %6 = "stablehlo.abs"(%1) : (tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %7 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %8 = "stablehlo.reduce"(%6, %7) ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %132 = "stablehlo.add"(%arg1, %arg2) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%132) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x3x3xf64>, tensor<f64>) -> tensor<1x3xf64>
    %9 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %10 = "stablehlo.reduce"(%8, %9) ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %132 = "stablehlo.maximum"(%arg1, %arg2) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%132) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x3xf64>, tensor<f64>) -> tensor<1xf64>
    %11 = "stablehlo.constant"() {value = dense<1.000000e-300> : tensor<f64>} : () -> tensor<f64>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
    %13 = "stablehlo.maximum"(%10, %12) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %14 = "stablehlo.log"(%13) : (tensor<1xf64>) -> tensor<1xf64>
    %15 = "stablehlo.constant"() {value = dense<0.69314718055994529> : tensor<f64>} : () -> tensor<f64>
    %16 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
    %17 = "stablehlo.divide"(%14, %16) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %18 = "stablehlo.ceil"(%17) : (tensor<1xf64>) -> tensor<1xf64>
    %19 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %20 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
    %21 = "stablehlo.add"(%18, %20) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %22 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %23 = "stablehlo.broadcast_in_dim"(%22) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
    %24 = "stablehlo.maximum"(%21, %23) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %25 = "stablehlo.is_finite"(%24) : (tensor<1xf64>) -> tensor<1xi1>
    %26 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %27 = "stablehlo.broadcast_in_dim"(%26) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
    %28 = "stablehlo.select"(%25, %24, %27) : (tensor<1xi1>, tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %29 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %30 = "stablehlo.broadcast_in_dim"(%29) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
    %31 = "stablehlo.negate"(%28) : (tensor<1xf64>) -> tensor<1xf64>
    %32 = "stablehlo.power"(%30, %31) : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    %33 = "stablehlo.broadcast_in_dim"(%32) {broadcast_dimensions = array<i64: 0>} : (tensor<1xf64>) -> tensor<1x3x3xf64>
    %34 = "stablehlo.multiply"(%1, %33) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %35 = "stablehlo.dot_general"(%34, %5) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %36 = "stablehlo.constant"() {value = dense<0.055555555555555552> : tensor<f64>} : () -> tensor<f64>
    %37 = "stablehlo.broadcast_in_dim"(%36) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3x3xf64>
    %38 = "stablehlo.multiply"(%35, %37) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %39 = "stablehlo.add"(%5, %38) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %40 = "stablehlo.dot_general"(%34, %39) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %41 = "stablehlo.constant"() {value = dense<0.058823529411764705> : tensor<f64>} : () -> tensor<f64>
    %42 = "stablehlo.broadcast_in_dim"(%41) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3x3xf64>
    %43 = "stablehlo.multiply"(%40, %42) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %44 = "stablehlo.add"(%5, %43) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %45 = "stablehlo.dot_general"(%34, %44) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %46 = "stablehlo.constant"() {value = dense<6.250000e-02> : tensor<f64>} : () -> tensor<f64>
    %47 = "stablehlo.broadcast_in_dim"(%46) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3x3xf64>
    %48 = "stablehlo.multiply"(%45, %47) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %49 = "stablehlo.add"(%5, %48) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %50 = "stablehlo.dot_general"(%34, %49) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %51 = "stablehlo.constant"() {value = dense<0.066666666666666666> : tensor<f64>} : () -> tensor<f64>
    %52 = "stablehlo.broadcast_in_dim"(%51) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3x3xf64>
    %53 = "stablehlo.multiply"(%50, %52) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %54 = "stablehlo.add"(%5, %53) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %55 = "stablehlo.dot_general"(%34, %54) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %56 = "stablehlo.constant"() {value = dense<0.071428571428571425> : tensor<f64>} : () -> tensor<f64>
    %57 = "stablehlo.broadcast_in_dim"(%56) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3x3xf64>
    %58 = "stablehlo.multiply"(%55, %57) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %59 = "stablehlo.add"(%5, %58) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %60 = "stablehlo.dot_general"(%34, %59) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %61 = "stablehlo.constant"() {value = dense<0.076923076923076927> : tensor<f64>} : () -> tensor<f64>
    %62 = "stablehlo.broadcast_in_dim"(%61) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3x3xf64>
    %63 = "stablehlo.multiply"(%60, %62) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %64 = "stablehlo.add"(%5, %63) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %65 = "stablehlo.dot_general"(%34, %64) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %66 = "stablehlo.constant"() {value = dense<0.083333333333333329> : tensor<f64>} : () -> tensor<f64>
    %67 = "stablehlo.broadcast_in_dim"(%66) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3x3xf64>
    %68 = "stablehlo.multiply"(%65, %67) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %69 = "stablehlo.add"(%5, %68) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %70 = "stablehlo.dot_general"(%34, %69) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %71 = "stablehlo.constant"() {value = dense<0.090909090909090911> : tensor<f64>} : () -> tensor<f64>
    %72 = "stablehlo.broadcast_in_dim"(%71) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3x3xf64>
    %73 = "stablehlo.multiply"(%70, %72) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %74 = "stablehlo.add"(%5, %73) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %75 = "stablehlo.dot_general"(%34, %74) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %76 = "stablehlo.constant"() {value = dense<1.000000e-01> : tensor<f64>} : () -> tensor<f64>
    %77 = "stablehlo.broadcast_in_dim"(%76) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3x3xf64>
    %78 = "stablehlo.multiply"(%75, %77) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %79 = "stablehlo.add"(%5, %78) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %80 = "stablehlo.dot_general"(%34, %79) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %81 = "stablehlo.constant"() {value = dense<0.1111111111111111> : tensor<f64>} : () -> tensor<f64>
    %82 = "stablehlo.broadcast_in_dim"(%81) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3x3xf64>
    %83 = "stablehlo.multiply"(%80, %82) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %84 = "stablehlo.add"(%5, %83) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %85 = "stablehlo.dot_general"(%34, %84) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %86 = "stablehlo.constant"() {value = dense<1.250000e-01> : tensor<f64>} : () -> tensor<f64>
    %87 = "stablehlo.broadcast_in_dim"(%86) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3x3xf64>
    %88 = "stablehlo.multiply"(%85, %87) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %89 = "stablehlo.add"(%5, %88) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %90 = "stablehlo.dot_general"(%34, %89) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %91 = "stablehlo.constant"() {value = dense<0.14285714285714285> : tensor<f64>} : () -> tensor<f64>
    %92 = "stablehlo.broadcast_in_dim"(%91) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3x3xf64>
    %93 = "stablehlo.multiply"(%90, %92) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %94 = "stablehlo.add"(%5, %93) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %95 = "stablehlo.dot_general"(%34, %94) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %96 = "stablehlo.constant"() {value = dense<0.16666666666666666> : tensor<f64>} : () -> tensor<f64>
    %97 = "stablehlo.broadcast_in_dim"(%96) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3x3xf64>
    %98 = "stablehlo.multiply"(%95, %97) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %99 = "stablehlo.add"(%5, %98) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %100 = "stablehlo.dot_general"(%34, %99) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %101 = "stablehlo.constant"() {value = dense<2.000000e-01> : tensor<f64>} : () -> tensor<f64>
    %102 = "stablehlo.broadcast_in_dim"(%101) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3x3xf64>
    %103 = "stablehlo.multiply"(%100, %102) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %104 = "stablehlo.add"(%5, %103) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %105 = "stablehlo.dot_general"(%34, %104) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %106 = "stablehlo.constant"() {value = dense<2.500000e-01> : tensor<f64>} : () -> tensor<f64>
    %107 = "stablehlo.broadcast_in_dim"(%106) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3x3xf64>
    %108 = "stablehlo.multiply"(%105, %107) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %109 = "stablehlo.add"(%5, %108) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %110 = "stablehlo.dot_general"(%34, %109) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %111 = "stablehlo.constant"() {value = dense<0.33333333333333331> : tensor<f64>} : () -> tensor<f64>
    %112 = "stablehlo.broadcast_in_dim"(%111) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3x3xf64>
    %113 = "stablehlo.multiply"(%110, %112) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %114 = "stablehlo.add"(%5, %113) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %115 = "stablehlo.dot_general"(%34, %114) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %116 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f64>} : () -> tensor<f64>
    %117 = "stablehlo.broadcast_in_dim"(%116) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3x3xf64>
    %118 = "stablehlo.multiply"(%115, %117) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %119 = "stablehlo.add"(%5, %118) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %120 = "stablehlo.dot_general"(%34, %119) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %121 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %122 = "stablehlo.broadcast_in_dim"(%121) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x3x3xf64>
    %123 = "stablehlo.multiply"(%120, %122) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %124 = "stablehlo.add"(%5, %123) : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
    %125 = "stablehlo.convert"(%28) : (tensor<1xf64>) -> tensor<1xi64>
    %126 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %127 = "stablehlo.reduce"(%125, %126) ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      %132 = "stablehlo.maximum"(%arg1, %arg2) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%132) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1xi64>, tensor<i64>) -> tensor<i64>
    %128 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %129:4 = "stablehlo.while"(%128, %127, %125, %124) ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>, %arg3: tensor<1xi64>, %arg4: tensor<1x3x3xf64>):
      %132 = "stablehlo.compare"(%arg1, %arg2) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%132) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>, %arg3: tensor<1xi64>, %arg4: tensor<1x3x3xf64>):
      %132 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1xi64>
      %133 = "stablehlo.compare"(%132, %arg3) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi1>
      %134 = "stablehlo.dot_general"(%arg4, %arg4) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %135 = "stablehlo.broadcast_in_dim"(%133) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi1>) -> tensor<1x3x3xi1>
      %136 = "stablehlo.select"(%135, %134, %arg4) : (tensor<1x3x3xi1>, tensor<1x3x3xf64>, tensor<1x3x3xf64>) -> tensor<1x3x3xf64>
      %137 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
      %138 = "stablehlo.add"(%arg1, %137) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%138, %arg2, %arg3, %136) : (tensor<i64>, tensor<i64>, tensor<1xi64>, tensor<1x3x3xf64>) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<1xi64>, tensor<1x3x3xf64>) -> (tensor<i64>, tensor<i64>, tensor<1xi64>, tensor<1x3x3xf64>)
    %130 = "stablehlo.convert"(%129#3) : (tensor<1x3x3xf64>) -> tensor<1x3x3xf32>
    %131 = "stablehlo.reshape"(%130) : (tensor<1x3x3xf32>) -> tensor<3x3xf32>
    return %131 : tensor<3x3xf32>
  }
}
