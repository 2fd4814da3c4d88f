module {
  func.func @main(%arg0: tensor<20xf32>, %arg1: tensor<20xf32>) -> tensor<20xf32> {
    %0 = "stablehlo.convert"(%arg1) : (tensor<20xf32>) -> tensor<20xi64>
    %1 = "stablehlo.convert"(%0) : (tensor<20xi64>) -> tensor<20xf32>
    %2 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
    %4 = "stablehlo.remainder"(%0, %3) : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi64>
    %5 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
    %7 = "stablehlo.compare"(%4, %6) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
    %8 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %9 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %11 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %13 = "stablehlo.add"(%arg0, %arg0) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %14 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %15 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %16 = "stablehlo.subtract"(%13, %15) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %17 = "stablehlo.add"(%16, %16) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %18 = "stablehlo.add"(%17, %12) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %19:5 = "stablehlo.while"(%8, %arg0, %0, %10, %18) ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<20xf32>, %arg4: tensor<20xi64>, %arg5: tensor<20xf32>, %arg6: tensor<20xf32>):
      %97 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
      %98 = "stablehlo.compare"(%97, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
      %99 = "stablehlo.compare"(%arg6, %arg6) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
      %100 = "stablehlo.and"(%98, %99) : (tensor<20xi1>, tensor<20xi1>) -> tensor<20xi1>
      %101 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
      %102 = "stablehlo.reduce"(%100, %101) ({
      ^bb0(%arg7: tensor<i1>, %arg8: tensor<i1>):
        %103 = "stablehlo.or"(%arg7, %arg8) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%103) : (tensor<i1>) -> ()
      }) {dimensions = array<i64: 0>} : (tensor<20xi1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%102) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<20xf32>, %arg4: tensor<20xi64>, %arg5: tensor<20xf32>, %arg6: tensor<20xf32>):
      %97 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
      %98 = "stablehlo.compare"(%97, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
      %99 = "stablehlo.compare"(%arg6, %arg6) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
      %100 = "stablehlo.and"(%98, %99) : (tensor<20xi1>, tensor<20xi1>) -> tensor<20xi1>
      %101 = "stablehlo.convert"(%97) : (tensor<20xi64>) -> tensor<20xf32>
      %102 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
      %103 = "stablehlo.broadcast_in_dim"(%102) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
      %104 = "stablehlo.add"(%arg3, %arg3) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %105 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
      %106 = "stablehlo.broadcast_in_dim"(%105) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
      %107 = "stablehlo.subtract"(%104, %106) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %108 = "stablehlo.add"(%107, %107) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %109 = "stablehlo.multiply"(%108, %arg6) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %110 = "stablehlo.subtract"(%109, %arg5) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %111 = "stablehlo.select"(%100, %arg6, %arg5) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %112 = "stablehlo.select"(%100, %110, %arg6) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %113 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
      %114 = "stablehlo.add"(%arg2, %113) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%114, %arg3, %arg4, %111, %112) : (tensor<i64>, tensor<20xf32>, tensor<20xi64>, tensor<20xf32>, tensor<20xf32>) -> ()
    }) : (tensor<i64>, tensor<20xf32>, tensor<20xi64>, tensor<20xf32>, tensor<20xf32>) -> (tensor<i64>, tensor<20xf32>, tensor<20xi64>, tensor<20xf32>, tensor<20xf32>)
    %20 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
    %22 = "stablehlo.compare"(%0, %21) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
    %23 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %24 = "stablehlo.broadcast_in_dim"(%23) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %25 = "stablehlo.add"(%arg0, %arg0) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %26 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %27 = "stablehlo.broadcast_in_dim"(%26) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %28 = "stablehlo.subtract"(%25, %27) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %29 = "stablehlo.add"(%28, %28) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %30 = "stablehlo.add"(%29, %24) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %31 = "stablehlo.select"(%22, %30, %19#4) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %32 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %33 = "stablehlo.broadcast_in_dim"(%32) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
    %34 = "stablehlo.compare"(%0, %33) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
    %35 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %36 = "stablehlo.broadcast_in_dim"(%35) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %37 = "stablehlo.select"(%34, %36, %31) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %38 = "stablehlo.add"(%1, %1) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %39 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %40 = "stablehlo.broadcast_in_dim"(%39) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %41 = "stablehlo.add"(%38, %40) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %42 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %43 = "stablehlo.broadcast_in_dim"(%42) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %44 = "stablehlo.add"(%1, %43) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %45 = "stablehlo.abs"(%arg0) : (tensor<20xf32>) -> tensor<20xf32>
    %46 = "stablehlo.add"(%arg0, %arg0) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %47 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %48 = "stablehlo.broadcast_in_dim"(%47) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %49 = "stablehlo.subtract"(%46, %48) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %50 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
    %51 = "stablehlo.broadcast_in_dim"(%50) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
    %52 = "stablehlo.compare"(%0, %51) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
    %53 = "stablehlo.abs"(%49) : (tensor<20xf32>) -> tensor<20xf32>
    %54 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %55 = "stablehlo.broadcast_in_dim"(%54) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %56 = "stablehlo.compare"(%53, %55) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %57 = "stablehlo.and"(%52, %56) : (tensor<20xi1>, tensor<20xi1>) -> tensor<20xi1>
    %58 = "chlo.acos"(%49) : (tensor<20xf32>) -> tensor<20xf32>
    %59 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %60 = "stablehlo.broadcast_in_dim"(%59) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %61 = "stablehlo.divide"(%58, %60) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %62 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f32>} : () -> tensor<f32>
    %63 = "stablehlo.broadcast_in_dim"(%62) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %64 = "stablehlo.add"(%1, %63) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %65 = "stablehlo.multiply"(%64, %58) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %66 = "stablehlo.sine"(%65) : (tensor<20xf32>) -> tensor<20xf32>
    %67 = "stablehlo.sine"(%61) : (tensor<20xf32>) -> tensor<20xf32>
    %68 = "stablehlo.divide"(%66, %67) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %69 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %70 = "stablehlo.broadcast_in_dim"(%69) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %71 = "stablehlo.negate"(%70) : (tensor<20xf32>) -> tensor<20xf32>
    %72 = "stablehlo.select"(%7, %70, %71) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %73 = "stablehlo.cosine"(%61) : (tensor<20xf32>) -> tensor<20xf32>
    %74 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %75 = "stablehlo.broadcast_in_dim"(%74) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %76 = "stablehlo.compare"(%73, %75) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %77 = "stablehlo.select"(%76, %68, %72) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %78 = "stablehlo.select"(%57, %77, %37) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %79 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %80 = "stablehlo.broadcast_in_dim"(%79) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %81 = "stablehlo.negate"(%80) : (tensor<20xf32>) -> tensor<20xf32>
    %82 = "stablehlo.select"(%7, %80, %81) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %83 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %84 = "stablehlo.broadcast_in_dim"(%83) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %85 = "stablehlo.compare"(%arg0, %84) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %86 = "stablehlo.select"(%85, %82, %78) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %87 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %88 = "stablehlo.broadcast_in_dim"(%87) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %89 = "stablehlo.compare"(%arg0, %88) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %90 = "stablehlo.select"(%89, %41, %86) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %91 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %92 = "stablehlo.broadcast_in_dim"(%91) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
    %93 = "stablehlo.compare"(%0, %92) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
    %94 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %95 = "stablehlo.broadcast_in_dim"(%94) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %96 = "stablehlo.select"(%93, %95, %90) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    return %96 : tensor<20xf32>
  }
}
