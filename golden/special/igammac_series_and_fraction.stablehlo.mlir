module {
  func.func @main(%arg0: tensor<18xf32>, %arg1: tensor<18xf32>) -> tensor<18xf32> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<18xf32>) -> tensor<18xf64>
    %1 = "stablehlo.convert"(%arg1) : (tensor<18xf32>) -> tensor<18xf64>
    %2 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<18xf64>
    %4 = "stablehlo.divide"(%3, %0) : (tensor<18xf64>, tensor<18xf64>) -> tensor<18xf64>
    %5 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<18xf64>
    %7 = "stablehlo.add"(%1, %6) : (tensor<18xf64>, tensor<18xf64>) -> tensor<18xf64>
    %8 = "stablehlo.subtract"(%7, %0) : (tensor<18xf64>, tensor<18xf64>) -> tensor<18xf64>
    %9 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<18xf64>
    %11 = "stablehlo.abs"(%8) : (tensor<18xf64>) -> tensor<18xf64>
    %12 = "stablehlo.constant"() {value = dense<1.000000e-300> : tensor<f64>} : () -> tensor<f64>
    %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<18xf64>
    %14 = "stablehlo.compare"(%11, %13) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<18xf64>, tensor<18xf64>) -> tensor<18xi1>
    %15 = "stablehlo.constant"() {value = dense<1.000000e-300> : tensor<f64>} : () -> tensor<f64>
    %16 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<18xf64>
    %17 = "stablehlo.select"(%14, %16, %8) : (tensor<18xi1>, tensor<18xf64>, tensor<18xf64>) -> tensor<18xf64>
    %18 = "stablehlo.divide"(%10, %17) : (tensor<18xf64>, tensor<18xf64>) -> tensor<18xf64>
    %19 = "stablehlo.constant"() {value = dense<9.999999999999999E+299> : tensor<f64>} : () -> tensor<f64>
    %20 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<18xf64>
    %21 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %22:9 = "stablehlo.while"(%21, %0, %1, %4, %4, %8, %20, %18, %18) ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<18xf64>, %arg4: tensor<18xf64>, %arg5: tensor<18xf64>, %arg6: tensor<18xf64>, %arg7: tensor<18xf64>, %arg8: tensor<18xf64>, %arg9: tensor<18xf64>, %arg10: tensor<18xf64>):
      %89 = "stablehlo.abs"(%arg5) : (tensor<18xf64>) -> tensor<18xf64>
      %90 = "stablehlo.abs"(%arg6) : (tensor<18xf64>) -> tensor<18xf64>
      %91 = "stablehlo.constant"() {value = dense<9.9999999999999997E-17> : tensor<f64>} : () -> tensor<f64>
      %92 = "stablehlo.broadcast_in_dim"(%91) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<18xf64>
      %93 = "stablehlo.multiply"(%90, %92) : (tensor<18xf64>, tensor<18xf64>) -> tensor<18xf64>
      %94 = "stablehlo.compare"(%89, %93) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<18xf64>, tensor<18xf64>) -> tensor<18xi1>
      %95 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
      %96 = "stablehlo.reduce"(%94, %95) ({
      ^bb0(%arg11: tensor<i1>, %arg12: tensor<i1>):
        %103 = "stablehlo.or"(%arg11, %arg12) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%103) : (tensor<i1>) -> ()
      }) {dimensions = array<i64: 0>} : (tensor<18xi1>, tensor<i1>) -> tensor<i1>
      %97 = "stablehlo.constant"() {value = dense<2000> : tensor<i64>} : () -> tensor<i64>
      %98 = "stablehlo.compare"(%arg2, %97) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %99 = "stablehlo.constant"() {value = dense<300> : tensor<i64>} : () -> tensor<i64>
      %100 = "stablehlo.compare"(%arg2, %99) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %101 = "stablehlo.or"(%96, %100) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %102 = "stablehlo.and"(%98, %101) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%102) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<18xf64>, %arg4: tensor<18xf64>, %arg5: tensor<18xf64>, %arg6: tensor<18xf64>, %arg7: tensor<18xf64>, %arg8: tensor<18xf64>, %arg9: tensor<18xf64>, %arg10: tensor<18xf64>):
      %89 = "stablehlo.convert"(%arg2) : (tensor<i64>) -> tensor<f64>
      %90 = "stablehlo.broadcast_in_dim"(%89) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<18xf64>
      %91 = "stablehlo.add"(%arg3, %90) : (tensor<18xf64>, tensor<18xf64>) -> tensor<18xf64>
      %92 = "stablehlo.divide"(%arg4, %91) : (tensor<18xf64>, tensor<18xf64>) -> tensor<18xf64>
      %93 = "stablehlo.multiply"(%arg5, %92) : (tensor<18xf64>, tensor<18xf64>) -> tensor<18xf64>
      %94 = "stablehlo.add"(%arg6, %93) : (tensor<18xf64>, tensor<18xf64>) -> tensor<18xf64>
      %95 = "stablehlo.subtract"(%90, %arg3) : (tensor<18xf64>, tensor<18xf64>) -> tensor<18xf64>
      %96 = "stablehlo.multiply"(%90, %95) : (tensor<18xf64>, tensor<18xf64>) -> tensor<18xf64>
      %97 = "stablehlo.negate"(%96) : (tensor<18xf64>) -> tensor<18xf64>
      %98 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %99 = "stablehlo.broadcast_in_dim"(%98) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<18xf64>
      %100 = "stablehlo.add"(%arg7, %99) : (tensor<18xf64>, tensor<18xf64>) -> tensor<18xf64>
      %101 = "stablehlo.multiply"(%97, %arg9) : (tensor<18xf64>, tensor<18xf64>) -> tensor<18xf64>
      %102 = "stablehlo.add"(%101, %100) : (tensor<18xf64>, tensor<18xf64>) -> tensor<18xf64>
      %103 = "stablehlo.constant"() {value = dense<1.000000e-300> : tensor<f64>} : () -> tensor<f64>
      %104 = "stablehlo.broadcast_in_dim"(%103) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<18xf64>
      %105 = "stablehlo.abs"(%102) : (tensor<18xf64>) -> tensor<18xf64>
      %106 = "stablehlo.compare"(%105, %104) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<18xf64>, tensor<18xf64>) -> tensor<18xi1>
      %107 = "stablehlo.select"(%106, %104, %102) : (tensor<18xi1>, tensor<18xf64>, tensor<18xf64>) -> tensor<18xf64>
      %108 = "stablehlo.divide"(%97, %arg8) : (tensor<18xf64>, tensor<18xf64>) -> tensor<18xf64>
      %109 = "stablehlo.add"(%100, %108) : (tensor<18xf64>, tensor<18xf64>) -> tensor<18xf64>
      %110 = "stablehlo.constant"() {value = dense<1.000000e-300> : tensor<f64>} : () -> tensor<f64>
      %111 = "stablehlo.broadcast_in_dim"(%110) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<18xf64>
      %112 = "stablehlo.abs"(%109) : (tensor<18xf64>) -> tensor<18xf64>
      %113 = "stablehlo.compare"(%112, %111) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<18xf64>, tensor<18xf64>) -> tensor<18xi1>
      %114 = "stablehlo.select"(%113, %111, %109) : (tensor<18xi1>, tensor<18xf64>, tensor<18xf64>) -> tensor<18xf64>
      %115 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
      %116 = "stablehlo.broadcast_in_dim"(%115) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<18xf64>
      %117 = "stablehlo.divide"(%116, %107) : (tensor<18xf64>, tensor<18xf64>) -> tensor<18xf64>
      %118 = "stablehlo.multiply"(%117, %114) : (tensor<18xf64>, tensor<18xf64>) -> tensor<18xf64>
      %119 = "stablehlo.multiply"(%arg10, %118) : (tensor<18xf64>, tensor<18xf64>) -> tensor<18xf64>
      %120 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
      %121 = "stablehlo.add"(%arg2, %120) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%121, %arg3, %arg4, %93, %94, %100, %114, %117, %119) : (tensor<i64>, tensor<18xf64>, tensor<18xf64>, tensor<18xf64>, tensor<18xf64>, tensor<18xf64>, tensor<18xf64>, tensor<18xf64>, tensor<18xf64>) -> ()
    }) : (tensor<i64>, tensor<18xf64>, tensor<18xf64>, tensor<18xf64>, tensor<18xf64>, tensor<18xf64>, tensor<18xf64>, tensor<18xf64>, tensor<18xf64>) -> (tensor<i64>, tensor<18xf64>, tensor<18xf64>, tensor<18xf64>, tensor<18xf64>, tensor<18xf64>, tensor<18xf64>, tensor<18xf64>, tensor<18xf64>)
    %23 = "chlo.lgamma"(%0) : (tensor<18xf64>) -> tensor<18xf64>
    %24 = "stablehlo.log"(%1) : (tensor<18xf64>) -> tensor<18xf64>
    %25 = "stablehlo.multiply"(%0, %24) : (tensor<18xf64>, tensor<18xf64>) -> tensor<18xf64>
    %26 = "stablehlo.subtract"(%25, %1) : (tensor<18xf64>, tensor<18xf64>) -> tensor<18xf64>
    %27 = "stablehlo.subtract"(%26, %23) : (tensor<18xf64>, tensor<18xf64>) -> tensor<18xf64>
    %28 = "stablehlo.exponential"(%27) : (tensor<18xf64>) -> tensor<18xf64>
    %29 = "stablehlo.multiply"(%28, %22#4) : (tensor<18xf64>, tensor<18xf64>) -> tensor<18xf64>
    %30 = "stablehlo.multiply"(%28, %22#8) : (tensor<18xf64>, tensor<18xf64>) -> tensor<18xf64>
    %31 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %32 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<18xf64>
    %33 = "stablehlo.add"(%0, %32) : (tensor<18xf64>, tensor<18xf64>) -> tensor<18xf64>
    %34 = "stablehlo.compare"(%1, %33) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<18xf64>, tensor<18xf64>) -> tensor<18xi1>
    %35 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %36 = "stablehlo.broadcast_in_dim"(%35) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<18xf64>
    %37 = "stablehlo.subtract"(%36, %30) : (tensor<18xf64>, tensor<18xf64>) -> tensor<18xf64>
    %38 = "stablehlo.select"(%34, %29, %37) : (tensor<18xi1>, tensor<18xf64>, tensor<18xf64>) -> tensor<18xf64>
    %39 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %40 = "stablehlo.broadcast_in_dim"(%39) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<18xf64>
    %41 = "stablehlo.subtract"(%40, %29) : (tensor<18xf64>, tensor<18xf64>) -> tensor<18xf64>
    %42 = "stablehlo.select"(%34, %41, %30) : (tensor<18xi1>, tensor<18xf64>, tensor<18xf64>) -> tensor<18xf64>
    %43 = "stablehlo.abs"(%0) : (tensor<18xf64>) -> tensor<18xf64>
    %44 = "stablehlo.constant"() {value = dense<0x7FF0000000000000> : tensor<f64>} : () -> tensor<f64>
    %45 = "stablehlo.broadcast_in_dim"(%44) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<18xf64>
    %46 = "stablehlo.compare"(%43, %45) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<18xf64>, tensor<18xf64>) -> tensor<18xi1>
    %47 = "stablehlo.abs"(%1) : (tensor<18xf64>) -> tensor<18xf64>
    %48 = "stablehlo.constant"() {value = dense<0x7FF0000000000000> : tensor<f64>} : () -> tensor<f64>
    %49 = "stablehlo.broadcast_in_dim"(%48) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<18xf64>
    %50 = "stablehlo.compare"(%47, %49) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<18xf64>, tensor<18xf64>) -> tensor<18xi1>
    %51 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %52 = "stablehlo.broadcast_in_dim"(%51) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<18xf64>
    %53 = "stablehlo.select"(%50, %52, %42) : (tensor<18xi1>, tensor<18xf64>, tensor<18xf64>) -> tensor<18xf64>
    %54 = "stablehlo.constant"() {value = dense<0x7FF8000000000000> : tensor<f64>} : () -> tensor<f64>
    %55 = "stablehlo.broadcast_in_dim"(%54) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<18xf64>
    %56 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %57 = "stablehlo.broadcast_in_dim"(%56) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<18xf64>
    %58 = "stablehlo.select"(%50, %55, %57) : (tensor<18xi1>, tensor<18xf64>, tensor<18xf64>) -> tensor<18xf64>
    %59 = "stablehlo.select"(%46, %58, %53) : (tensor<18xi1>, tensor<18xf64>, tensor<18xf64>) -> tensor<18xf64>
    %60 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %61 = "stablehlo.broadcast_in_dim"(%60) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<18xf64>
    %62 = "stablehlo.compare"(%1, %61) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<18xf64>, tensor<18xf64>) -> tensor<18xi1>
    %63 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %64 = "stablehlo.broadcast_in_dim"(%63) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<18xf64>
    %65 = "stablehlo.select"(%62, %64, %59) : (tensor<18xi1>, tensor<18xf64>, tensor<18xf64>) -> tensor<18xf64>
    %66 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %67 = "stablehlo.broadcast_in_dim"(%66) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<18xf64>
    %68 = "stablehlo.compare"(%0, %67) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<18xf64>, tensor<18xf64>) -> tensor<18xi1>
    %69 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %70 = "stablehlo.broadcast_in_dim"(%69) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<18xf64>
    %71 = "stablehlo.compare"(%1, %70) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<18xf64>, tensor<18xf64>) -> tensor<18xi1>
    %72 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %73 = "stablehlo.broadcast_in_dim"(%72) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<18xf64>
    %74 = "stablehlo.constant"() {value = dense<0x7FF8000000000000> : tensor<f64>} : () -> tensor<f64>
    %75 = "stablehlo.broadcast_in_dim"(%74) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<18xf64>
    %76 = "stablehlo.select"(%71, %73, %75) : (tensor<18xi1>, tensor<18xf64>, tensor<18xf64>) -> tensor<18xf64>
    %77 = "stablehlo.select"(%68, %76, %65) : (tensor<18xi1>, tensor<18xf64>, tensor<18xf64>) -> tensor<18xf64>
    %78 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %79 = "stablehlo.broadcast_in_dim"(%78) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<18xf64>
    %80 = "stablehlo.compare"(%1, %79) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<18xf64>, tensor<18xf64>) -> tensor<18xi1>
    %81 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %82 = "stablehlo.broadcast_in_dim"(%81) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<18xf64>
    %83 = "stablehlo.compare"(%0, %82) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<18xf64>, tensor<18xf64>) -> tensor<18xi1>
    %84 = "stablehlo.or"(%80, %83) : (tensor<18xi1>, tensor<18xi1>) -> tensor<18xi1>
    %85 = "stablehlo.constant"() {value = dense<0x7FF8000000000000> : tensor<f64>} : () -> tensor<f64>
    %86 = "stablehlo.broadcast_in_dim"(%85) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<18xf64>
    %87 = "stablehlo.select"(%84, %86, %77) : (tensor<18xi1>, tensor<18xf64>, tensor<18xf64>) -> tensor<18xf64>
    %88 = "stablehlo.convert"(%87) : (tensor<18xf64>) -> tensor<18xf32>
    return %88 : tensor<18xf32>
  }
}
