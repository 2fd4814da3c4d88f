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
    %14 = "stablehlo.add"(%13, %12) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %15:5 = "stablehlo.while"(%8, %arg0, %0, %10, %14) ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<20xf32>, %arg4: tensor<20xi64>, %arg5: tensor<20xf32>, %arg6: tensor<20xf32>):
      %88 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
      %89 = "stablehlo.compare"(%88, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
      %90 = "stablehlo.compare"(%arg6, %arg6) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
      %91 = "stablehlo.and"(%89, %90) : (tensor<20xi1>, tensor<20xi1>) -> tensor<20xi1>
      %92 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
      %93 = "stablehlo.reduce"(%91, %92) ({
      ^bb0(%arg7: tensor<i1>, %arg8: tensor<i1>):
        %94 = "stablehlo.or"(%arg7, %arg8) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%94) : (tensor<i1>) -> ()
      }) {dimensions = array<i64: 0>} : (tensor<20xi1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%93) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<20xf32>, %arg4: tensor<20xi64>, %arg5: tensor<20xf32>, %arg6: tensor<20xf32>):
      %88 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
      %89 = "stablehlo.compare"(%88, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
      %90 = "stablehlo.compare"(%arg6, %arg6) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
      %91 = "stablehlo.and"(%89, %90) : (tensor<20xi1>, tensor<20xi1>) -> tensor<20xi1>
      %92 = "stablehlo.convert"(%88) : (tensor<20xi64>) -> tensor<20xf32>
      %93 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
      %94 = "stablehlo.broadcast_in_dim"(%93) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
      %95 = "stablehlo.add"(%arg3, %arg3) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %96 = "stablehlo.multiply"(%95, %arg6) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %97 = "stablehlo.subtract"(%96, %arg5) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %98 = "stablehlo.select"(%91, %arg6, %arg5) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %99 = "stablehlo.select"(%91, %97, %arg6) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %100 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
      %101 = "stablehlo.add"(%arg2, %100) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%101, %arg3, %arg4, %98, %99) : (tensor<i64>, tensor<20xf32>, tensor<20xi64>, tensor<20xf32>, tensor<20xf32>) -> ()
    }) : (tensor<i64>, tensor<20xf32>, tensor<20xi64>, tensor<20xf32>, tensor<20xf32>) -> (tensor<i64>, tensor<20xf32>, tensor<20xi64>, tensor<20xf32>, tensor<20xf32>)
    %16 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
    %18 = "stablehlo.compare"(%0, %17) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
    %19 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %20 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %21 = "stablehlo.add"(%arg0, %arg0) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %22 = "stablehlo.add"(%21, %20) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %23 = "stablehlo.select"(%18, %22, %15#4) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %24 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %25 = "stablehlo.broadcast_in_dim"(%24) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
    %26 = "stablehlo.compare"(%0, %25) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
    %27 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %28 = "stablehlo.broadcast_in_dim"(%27) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %29 = "stablehlo.select"(%26, %28, %23) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %30 = "stablehlo.add"(%1, %1) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %31 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %32 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %33 = "stablehlo.add"(%30, %32) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %34 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %35 = "stablehlo.broadcast_in_dim"(%34) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %36 = "stablehlo.add"(%1, %35) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %37 = "stablehlo.abs"(%arg0) : (tensor<20xf32>) -> tensor<20xf32>
    %38 = "stablehlo.constant"() {value = dense<8> : tensor<i64>} : () -> tensor<i64>
    %39 = "stablehlo.broadcast_in_dim"(%38) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
    %40 = "stablehlo.compare"(%0, %39) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
    %41 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %42 = "stablehlo.broadcast_in_dim"(%41) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %43 = "stablehlo.compare"(%37, %42) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %44 = "stablehlo.and"(%40, %43) : (tensor<20xi1>, tensor<20xi1>) -> tensor<20xi1>
    %45 = "chlo.acos"(%arg0) : (tensor<20xf32>) -> tensor<20xf32>
    %46 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %47 = "stablehlo.broadcast_in_dim"(%46) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %48 = "stablehlo.divide"(%45, %47) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %49 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f32>} : () -> tensor<f32>
    %50 = "stablehlo.broadcast_in_dim"(%49) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %51 = "stablehlo.add"(%1, %50) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %52 = "stablehlo.multiply"(%51, %45) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %53 = "stablehlo.sine"(%52) : (tensor<20xf32>) -> tensor<20xf32>
    %54 = "stablehlo.sine"(%48) : (tensor<20xf32>) -> tensor<20xf32>
    %55 = "stablehlo.divide"(%53, %54) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %56 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %57 = "stablehlo.broadcast_in_dim"(%56) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %58 = "stablehlo.compare"(%arg0, %57) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %59 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %60 = "stablehlo.broadcast_in_dim"(%59) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %61 = "stablehlo.negate"(%60) : (tensor<20xf32>) -> tensor<20xf32>
    %62 = "stablehlo.select"(%7, %60, %61) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %63 = "stablehlo.select"(%58, %33, %62) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %64 = "stablehlo.cosine"(%48) : (tensor<20xf32>) -> tensor<20xf32>
    %65 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %66 = "stablehlo.broadcast_in_dim"(%65) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %67 = "stablehlo.compare"(%64, %66) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %68 = "stablehlo.select"(%67, %55, %63) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %69 = "stablehlo.select"(%44, %68, %29) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %70 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %71 = "stablehlo.broadcast_in_dim"(%70) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %72 = "stablehlo.compare"(%37, %71) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %73 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %74 = "stablehlo.broadcast_in_dim"(%73) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %75 = "stablehlo.compare"(%arg0, %74) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %76 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %77 = "stablehlo.broadcast_in_dim"(%76) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %78 = "stablehlo.negate"(%77) : (tensor<20xf32>) -> tensor<20xf32>
    %79 = "stablehlo.select"(%7, %77, %78) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %80 = "stablehlo.select"(%75, %33, %79) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %81 = "stablehlo.select"(%72, %80, %69) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %82 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %83 = "stablehlo.broadcast_in_dim"(%82) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
    %84 = "stablehlo.compare"(%0, %83) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
    %85 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %86 = "stablehlo.broadcast_in_dim"(%85) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %87 = "stablehlo.select"(%84, %86, %81) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    return %87 : tensor<20xf32>
  }
}
