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
    %14 = "stablehlo.subtract"(%13, %12) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %15:5 = "stablehlo.while"(%8, %arg0, %0, %10, %14) ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<20xf32>, %arg4: tensor<20xi64>, %arg5: tensor<20xf32>, %arg6: tensor<20xf32>):
      %82 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
      %83 = "stablehlo.compare"(%82, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
      %84 = "stablehlo.compare"(%arg6, %arg6) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
      %85 = "stablehlo.and"(%83, %84) : (tensor<20xi1>, tensor<20xi1>) -> tensor<20xi1>
      %86 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
      %87 = "stablehlo.reduce"(%85, %86) ({
      ^bb0(%arg7: tensor<i1>, %arg8: tensor<i1>):
        %88 = "stablehlo.or"(%arg7, %arg8) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%88) : (tensor<i1>) -> ()
      }) {dimensions = array<i64: 0>} : (tensor<20xi1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%87) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<20xf32>, %arg4: tensor<20xi64>, %arg5: tensor<20xf32>, %arg6: tensor<20xf32>):
      %82 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
      %83 = "stablehlo.compare"(%82, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
      %84 = "stablehlo.compare"(%arg6, %arg6) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
      %85 = "stablehlo.and"(%83, %84) : (tensor<20xi1>, tensor<20xi1>) -> tensor<20xi1>
      %86 = "stablehlo.convert"(%82) : (tensor<20xi64>) -> tensor<20xf32>
      %87 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
      %88 = "stablehlo.broadcast_in_dim"(%87) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
      %89 = "stablehlo.add"(%arg3, %arg3) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %90 = "stablehlo.multiply"(%89, %arg6) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %91 = "stablehlo.subtract"(%90, %arg5) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %92 = "stablehlo.select"(%85, %arg6, %arg5) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %93 = "stablehlo.select"(%85, %91, %arg6) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %94 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
      %95 = "stablehlo.add"(%arg2, %94) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%95, %arg3, %arg4, %92, %93) : (tensor<i64>, tensor<20xf32>, tensor<20xi64>, tensor<20xf32>, tensor<20xf32>) -> ()
    }) : (tensor<i64>, tensor<20xf32>, tensor<20xi64>, tensor<20xf32>, tensor<20xf32>) -> (tensor<i64>, tensor<20xf32>, tensor<20xi64>, tensor<20xf32>, tensor<20xf32>)
    %16 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
    %18 = "stablehlo.compare"(%0, %17) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
    %19 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %20 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %21 = "stablehlo.add"(%arg0, %arg0) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %22 = "stablehlo.subtract"(%21, %20) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
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
    %53 = "stablehlo.cosine"(%52) : (tensor<20xf32>) -> tensor<20xf32>
    %54 = "stablehlo.cosine"(%48) : (tensor<20xf32>) -> tensor<20xf32>
    %55 = "stablehlo.divide"(%53, %54) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %56 = "stablehlo.sine"(%48) : (tensor<20xf32>) -> tensor<20xf32>
    %57 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %58 = "stablehlo.broadcast_in_dim"(%57) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %59 = "stablehlo.compare"(%56, %58) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %60 = "stablehlo.negate"(%33) : (tensor<20xf32>) -> tensor<20xf32>
    %61 = "stablehlo.select"(%7, %33, %60) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %62 = "stablehlo.select"(%59, %55, %61) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %63 = "stablehlo.select"(%44, %62, %29) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %64 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %65 = "stablehlo.broadcast_in_dim"(%64) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %66 = "stablehlo.compare"(%37, %65) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %67 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %68 = "stablehlo.broadcast_in_dim"(%67) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %69 = "stablehlo.compare"(%arg0, %68) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %70 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %71 = "stablehlo.broadcast_in_dim"(%70) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %72 = "stablehlo.negate"(%33) : (tensor<20xf32>) -> tensor<20xf32>
    %73 = "stablehlo.select"(%7, %33, %72) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %74 = "stablehlo.select"(%69, %71, %73) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %75 = "stablehlo.select"(%66, %74, %63) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %76 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %77 = "stablehlo.broadcast_in_dim"(%76) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
    %78 = "stablehlo.compare"(%0, %77) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
    %79 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %80 = "stablehlo.broadcast_in_dim"(%79) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %81 = "stablehlo.select"(%78, %80, %75) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    return %81 : tensor<20xf32>
  }
}
