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
    %18 = "stablehlo.subtract"(%17, %12) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %19:5 = "stablehlo.while"(%8, %arg0, %0, %10, %18) ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<20xf32>, %arg4: tensor<20xi64>, %arg5: tensor<20xf32>, %arg6: tensor<20xf32>):
      %93 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
      %94 = "stablehlo.compare"(%93, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
      %95 = "stablehlo.compare"(%arg6, %arg6) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
      %96 = "stablehlo.and"(%94, %95) : (tensor<20xi1>, tensor<20xi1>) -> tensor<20xi1>
      %97 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
      %98 = "stablehlo.reduce"(%96, %97) ({
      ^bb0(%arg7: tensor<i1>, %arg8: tensor<i1>):
        %99 = "stablehlo.or"(%arg7, %arg8) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%99) : (tensor<i1>) -> ()
      }) {dimensions = array<i64: 0>} : (tensor<20xi1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%98) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<20xf32>, %arg4: tensor<20xi64>, %arg5: tensor<20xf32>, %arg6: tensor<20xf32>):
      %93 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
      %94 = "stablehlo.compare"(%93, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
      %95 = "stablehlo.compare"(%arg6, %arg6) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
      %96 = "stablehlo.and"(%94, %95) : (tensor<20xi1>, tensor<20xi1>) -> tensor<20xi1>
      %97 = "stablehlo.convert"(%93) : (tensor<20xi64>) -> tensor<20xf32>
      %98 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
      %99 = "stablehlo.broadcast_in_dim"(%98) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
      %100 = "stablehlo.add"(%arg3, %arg3) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %101 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
      %102 = "stablehlo.broadcast_in_dim"(%101) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
      %103 = "stablehlo.subtract"(%100, %102) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %104 = "stablehlo.add"(%103, %103) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %105 = "stablehlo.multiply"(%104, %arg6) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %106 = "stablehlo.subtract"(%105, %arg5) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %107 = "stablehlo.select"(%96, %arg6, %arg5) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %108 = "stablehlo.select"(%96, %106, %arg6) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %109 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
      %110 = "stablehlo.add"(%arg2, %109) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%110, %arg3, %arg4, %107, %108) : (tensor<i64>, tensor<20xf32>, tensor<20xi64>, tensor<20xf32>, tensor<20xf32>) -> ()
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
    %30 = "stablehlo.subtract"(%29, %24) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
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
    %43 = "stablehlo.abs"(%arg0) : (tensor<20xf32>) -> tensor<20xf32>
    %44 = "stablehlo.add"(%arg0, %arg0) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %45 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %46 = "stablehlo.broadcast_in_dim"(%45) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %47 = "stablehlo.subtract"(%44, %46) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %48 = "stablehlo.constant"() {value = dense<6> : tensor<i64>} : () -> tensor<i64>
    %49 = "stablehlo.broadcast_in_dim"(%48) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
    %50 = "stablehlo.compare"(%0, %49) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
    %51 = "stablehlo.abs"(%47) : (tensor<20xf32>) -> tensor<20xf32>
    %52 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %53 = "stablehlo.broadcast_in_dim"(%52) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %54 = "stablehlo.compare"(%51, %53) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %55 = "stablehlo.and"(%50, %54) : (tensor<20xi1>, tensor<20xi1>) -> tensor<20xi1>
    %56 = "chlo.acos"(%47) : (tensor<20xf32>) -> tensor<20xf32>
    %57 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %58 = "stablehlo.broadcast_in_dim"(%57) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %59 = "stablehlo.divide"(%56, %58) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %60 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f32>} : () -> tensor<f32>
    %61 = "stablehlo.broadcast_in_dim"(%60) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %62 = "stablehlo.add"(%1, %61) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %63 = "stablehlo.multiply"(%62, %56) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %64 = "stablehlo.cosine"(%63) : (tensor<20xf32>) -> tensor<20xf32>
    %65 = "stablehlo.cosine"(%59) : (tensor<20xf32>) -> tensor<20xf32>
    %66 = "stablehlo.divide"(%64, %65) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %67 = "stablehlo.sine"(%59) : (tensor<20xf32>) -> tensor<20xf32>
    %68 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %69 = "stablehlo.broadcast_in_dim"(%68) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %70 = "stablehlo.compare"(%67, %69) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %71 = "stablehlo.negate"(%41) : (tensor<20xf32>) -> tensor<20xf32>
    %72 = "stablehlo.select"(%7, %41, %71) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %73 = "stablehlo.select"(%70, %66, %72) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %74 = "stablehlo.select"(%55, %73, %37) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %75 = "stablehlo.negate"(%41) : (tensor<20xf32>) -> tensor<20xf32>
    %76 = "stablehlo.select"(%7, %41, %75) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %77 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %78 = "stablehlo.broadcast_in_dim"(%77) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %79 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %80 = "stablehlo.broadcast_in_dim"(%79) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %81 = "stablehlo.compare"(%arg0, %80) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %82 = "stablehlo.select"(%81, %76, %74) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %83 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %84 = "stablehlo.broadcast_in_dim"(%83) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %85 = "stablehlo.compare"(%arg0, %84) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %86 = "stablehlo.select"(%85, %78, %82) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %87 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %88 = "stablehlo.broadcast_in_dim"(%87) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
    %89 = "stablehlo.compare"(%0, %88) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
    %90 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %91 = "stablehlo.broadcast_in_dim"(%90) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %92 = "stablehlo.select"(%89, %91, %86) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    return %92 : tensor<20xf32>
  }
}
