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
    %12 = "stablehlo.add"(%arg0, %arg0) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %13 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %15 = "stablehlo.subtract"(%12, %14) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %16 = "stablehlo.add"(%15, %15) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %17:5 = "stablehlo.while"(%8, %arg0, %0, %10, %16) ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<20xf32>, %arg4: tensor<20xi64>, %arg5: tensor<20xf32>, %arg6: tensor<20xf32>):
      %81 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
      %82 = "stablehlo.compare"(%81, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
      %83 = "stablehlo.compare"(%arg6, %arg6) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
      %84 = "stablehlo.and"(%82, %83) : (tensor<20xi1>, tensor<20xi1>) -> tensor<20xi1>
      %85 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
      %86 = "stablehlo.reduce"(%84, %85) ({
      ^bb0(%arg7: tensor<i1>, %arg8: tensor<i1>):
        %87 = "stablehlo.or"(%arg7, %arg8) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%87) : (tensor<i1>) -> ()
      }) {dimensions = array<i64: 0>} : (tensor<20xi1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%86) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<20xf32>, %arg4: tensor<20xi64>, %arg5: tensor<20xf32>, %arg6: tensor<20xf32>):
      %81 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
      %82 = "stablehlo.compare"(%81, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
      %83 = "stablehlo.compare"(%arg6, %arg6) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
      %84 = "stablehlo.and"(%82, %83) : (tensor<20xi1>, tensor<20xi1>) -> tensor<20xi1>
      %85 = "stablehlo.convert"(%81) : (tensor<20xi64>) -> tensor<20xf32>
      %86 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
      %87 = "stablehlo.broadcast_in_dim"(%86) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
      %88 = "stablehlo.add"(%arg3, %arg3) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %89 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
      %90 = "stablehlo.broadcast_in_dim"(%89) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
      %91 = "stablehlo.subtract"(%88, %90) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %92 = "stablehlo.add"(%91, %91) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %93 = "stablehlo.multiply"(%92, %arg6) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %94 = "stablehlo.subtract"(%93, %arg5) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %95 = "stablehlo.select"(%84, %arg6, %arg5) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %96 = "stablehlo.select"(%84, %94, %arg6) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %97 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
      %98 = "stablehlo.add"(%arg2, %97) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%98, %arg3, %arg4, %95, %96) : (tensor<i64>, tensor<20xf32>, tensor<20xi64>, tensor<20xf32>, tensor<20xf32>) -> ()
    }) : (tensor<i64>, tensor<20xf32>, tensor<20xi64>, tensor<20xf32>, tensor<20xf32>) -> (tensor<i64>, tensor<20xf32>, tensor<20xi64>, tensor<20xf32>, tensor<20xf32>)
    %18 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %19 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
    %20 = "stablehlo.compare"(%0, %19) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
    %21 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %22 = "stablehlo.add"(%arg0, %arg0) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %23 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %24 = "stablehlo.broadcast_in_dim"(%23) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %25 = "stablehlo.subtract"(%22, %24) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %26 = "stablehlo.add"(%25, %25) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %27 = "stablehlo.select"(%20, %26, %17#4) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %28 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %29 = "stablehlo.broadcast_in_dim"(%28) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
    %30 = "stablehlo.compare"(%0, %29) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
    %31 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %32 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %33 = "stablehlo.select"(%30, %32, %27) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %34 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %35 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %36 = "stablehlo.broadcast_in_dim"(%35) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %37 = "stablehlo.add"(%1, %36) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %38 = "stablehlo.abs"(%arg0) : (tensor<20xf32>) -> tensor<20xf32>
    %39 = "stablehlo.add"(%arg0, %arg0) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %40 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %41 = "stablehlo.broadcast_in_dim"(%40) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %42 = "stablehlo.subtract"(%39, %41) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %43 = "stablehlo.constant"() {value = dense<6> : tensor<i64>} : () -> tensor<i64>
    %44 = "stablehlo.broadcast_in_dim"(%43) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
    %45 = "stablehlo.compare"(%0, %44) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
    %46 = "stablehlo.abs"(%42) : (tensor<20xf32>) -> tensor<20xf32>
    %47 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %48 = "stablehlo.broadcast_in_dim"(%47) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %49 = "stablehlo.compare"(%46, %48) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %50 = "stablehlo.and"(%45, %49) : (tensor<20xi1>, tensor<20xi1>) -> tensor<20xi1>
    %51 = "chlo.acos"(%42) : (tensor<20xf32>) -> tensor<20xf32>
    %52 = "stablehlo.sine"(%51) : (tensor<20xf32>) -> tensor<20xf32>
    %53 = "stablehlo.multiply"(%37, %51) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %54 = "stablehlo.sine"(%53) : (tensor<20xf32>) -> tensor<20xf32>
    %55 = "stablehlo.divide"(%54, %52) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %56 = "stablehlo.multiply"(%37, %51) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %57 = "stablehlo.cosine"(%56) : (tensor<20xf32>) -> tensor<20xf32>
    %58 = "stablehlo.multiply"(%37, %57) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %59 = "stablehlo.divide"(%58, %42) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %60 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %61 = "stablehlo.broadcast_in_dim"(%60) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %62 = "stablehlo.compare"(%52, %61) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %63 = "stablehlo.select"(%62, %55, %59) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %64 = "stablehlo.select"(%50, %63, %33) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %65 = "stablehlo.negate"(%37) : (tensor<20xf32>) -> tensor<20xf32>
    %66 = "stablehlo.select"(%7, %37, %65) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %67 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %68 = "stablehlo.broadcast_in_dim"(%67) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %69 = "stablehlo.compare"(%arg0, %68) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %70 = "stablehlo.select"(%69, %66, %64) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %71 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %72 = "stablehlo.broadcast_in_dim"(%71) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %73 = "stablehlo.compare"(%arg0, %72) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %74 = "stablehlo.select"(%73, %37, %70) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %75 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %76 = "stablehlo.broadcast_in_dim"(%75) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
    %77 = "stablehlo.compare"(%0, %76) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
    %78 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %79 = "stablehlo.broadcast_in_dim"(%78) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %80 = "stablehlo.select"(%77, %79, %74) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    return %80 : tensor<20xf32>
  }
}
