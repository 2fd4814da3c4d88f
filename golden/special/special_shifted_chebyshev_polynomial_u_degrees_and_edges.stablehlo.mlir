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
    %18:5 = "stablehlo.while"(%8, %arg0, %0, %10, %17) ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<20xf32>, %arg4: tensor<20xi64>, %arg5: tensor<20xf32>, %arg6: tensor<20xf32>):
      %86 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
      %87 = "stablehlo.compare"(%86, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
      %88 = "stablehlo.compare"(%arg6, %arg6) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
      %89 = "stablehlo.and"(%87, %88) : (tensor<20xi1>, tensor<20xi1>) -> tensor<20xi1>
      %90 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
      %91 = "stablehlo.reduce"(%89, %90) ({
      ^bb0(%arg7: tensor<i1>, %arg8: tensor<i1>):
        %92 = "stablehlo.or"(%arg7, %arg8) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%92) : (tensor<i1>) -> ()
      }) {dimensions = array<i64: 0>} : (tensor<20xi1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%91) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<20xf32>, %arg4: tensor<20xi64>, %arg5: tensor<20xf32>, %arg6: tensor<20xf32>):
      %86 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
      %87 = "stablehlo.compare"(%86, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
      %88 = "stablehlo.compare"(%arg6, %arg6) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
      %89 = "stablehlo.and"(%87, %88) : (tensor<20xi1>, tensor<20xi1>) -> tensor<20xi1>
      %90 = "stablehlo.convert"(%86) : (tensor<20xi64>) -> tensor<20xf32>
      %91 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
      %92 = "stablehlo.broadcast_in_dim"(%91) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
      %93 = "stablehlo.add"(%arg3, %arg3) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %94 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
      %95 = "stablehlo.broadcast_in_dim"(%94) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
      %96 = "stablehlo.subtract"(%93, %95) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %97 = "stablehlo.add"(%96, %96) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %98 = "stablehlo.multiply"(%97, %arg6) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %99 = "stablehlo.subtract"(%98, %arg5) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %100 = "stablehlo.select"(%89, %arg6, %arg5) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %101 = "stablehlo.select"(%89, %99, %arg6) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %102 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
      %103 = "stablehlo.add"(%arg2, %102) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%103, %arg3, %arg4, %100, %101) : (tensor<i64>, tensor<20xf32>, tensor<20xi64>, tensor<20xf32>, tensor<20xf32>) -> ()
    }) : (tensor<i64>, tensor<20xf32>, tensor<20xi64>, tensor<20xf32>, tensor<20xf32>) -> (tensor<i64>, tensor<20xf32>, tensor<20xi64>, tensor<20xf32>, tensor<20xf32>)
    %19 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %20 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
    %21 = "stablehlo.compare"(%0, %20) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
    %22 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %23 = "stablehlo.broadcast_in_dim"(%22) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %24 = "stablehlo.add"(%arg0, %arg0) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %25 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %26 = "stablehlo.broadcast_in_dim"(%25) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %27 = "stablehlo.subtract"(%24, %26) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %28 = "stablehlo.add"(%27, %27) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %29 = "stablehlo.select"(%21, %28, %18#4) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %30 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %31 = "stablehlo.broadcast_in_dim"(%30) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
    %32 = "stablehlo.compare"(%0, %31) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
    %33 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %34 = "stablehlo.broadcast_in_dim"(%33) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %35 = "stablehlo.select"(%32, %34, %29) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %36 = "stablehlo.add"(%1, %1) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %37 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %38 = "stablehlo.broadcast_in_dim"(%37) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %39 = "stablehlo.add"(%36, %38) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %40 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %41 = "stablehlo.broadcast_in_dim"(%40) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %42 = "stablehlo.add"(%1, %41) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
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
    %57 = "stablehlo.sine"(%56) : (tensor<20xf32>) -> tensor<20xf32>
    %58 = "stablehlo.multiply"(%42, %56) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %59 = "stablehlo.sine"(%58) : (tensor<20xf32>) -> tensor<20xf32>
    %60 = "stablehlo.divide"(%59, %57) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %61 = "stablehlo.multiply"(%42, %56) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %62 = "stablehlo.cosine"(%61) : (tensor<20xf32>) -> tensor<20xf32>
    %63 = "stablehlo.multiply"(%42, %62) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %64 = "stablehlo.divide"(%63, %47) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %65 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %66 = "stablehlo.broadcast_in_dim"(%65) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %67 = "stablehlo.compare"(%57, %66) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %68 = "stablehlo.select"(%67, %60, %64) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %69 = "stablehlo.select"(%55, %68, %35) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %70 = "stablehlo.negate"(%42) : (tensor<20xf32>) -> tensor<20xf32>
    %71 = "stablehlo.select"(%7, %42, %70) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %72 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %73 = "stablehlo.broadcast_in_dim"(%72) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %74 = "stablehlo.compare"(%arg0, %73) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %75 = "stablehlo.select"(%74, %71, %69) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %76 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %77 = "stablehlo.broadcast_in_dim"(%76) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %78 = "stablehlo.compare"(%arg0, %77) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %79 = "stablehlo.select"(%78, %42, %75) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %80 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %81 = "stablehlo.broadcast_in_dim"(%80) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
    %82 = "stablehlo.compare"(%0, %81) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
    %83 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %84 = "stablehlo.broadcast_in_dim"(%83) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %85 = "stablehlo.select"(%82, %84, %79) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    return %85 : tensor<20xf32>
  }
}
