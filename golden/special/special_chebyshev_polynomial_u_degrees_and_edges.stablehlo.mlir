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
    %14:5 = "stablehlo.while"(%8, %arg0, %0, %10, %13) ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<20xf32>, %arg4: tensor<20xi64>, %arg5: tensor<20xf32>, %arg6: tensor<20xf32>):
      %73 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
      %74 = "stablehlo.compare"(%73, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
      %75 = "stablehlo.compare"(%arg6, %arg6) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
      %76 = "stablehlo.and"(%74, %75) : (tensor<20xi1>, tensor<20xi1>) -> tensor<20xi1>
      %77 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
      %78 = "stablehlo.reduce"(%76, %77) ({
      ^bb0(%arg7: tensor<i1>, %arg8: tensor<i1>):
        %79 = "stablehlo.or"(%arg7, %arg8) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%79) : (tensor<i1>) -> ()
      }) {dimensions = array<i64: 0>} : (tensor<20xi1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%78) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<20xf32>, %arg4: tensor<20xi64>, %arg5: tensor<20xf32>, %arg6: tensor<20xf32>):
      %73 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
      %74 = "stablehlo.compare"(%73, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
      %75 = "stablehlo.compare"(%arg6, %arg6) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
      %76 = "stablehlo.and"(%74, %75) : (tensor<20xi1>, tensor<20xi1>) -> tensor<20xi1>
      %77 = "stablehlo.convert"(%73) : (tensor<20xi64>) -> tensor<20xf32>
      %78 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
      %79 = "stablehlo.broadcast_in_dim"(%78) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
      %80 = "stablehlo.add"(%arg3, %arg3) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %81 = "stablehlo.multiply"(%80, %arg6) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %82 = "stablehlo.subtract"(%81, %arg5) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %83 = "stablehlo.select"(%76, %arg6, %arg5) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %84 = "stablehlo.select"(%76, %82, %arg6) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %85 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
      %86 = "stablehlo.add"(%arg2, %85) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%86, %arg3, %arg4, %83, %84) : (tensor<i64>, tensor<20xf32>, tensor<20xi64>, tensor<20xf32>, tensor<20xf32>) -> ()
    }) : (tensor<i64>, tensor<20xf32>, tensor<20xi64>, tensor<20xf32>, tensor<20xf32>) -> (tensor<i64>, tensor<20xf32>, tensor<20xi64>, tensor<20xf32>, tensor<20xf32>)
    %15 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %16 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
    %17 = "stablehlo.compare"(%0, %16) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
    %18 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %19 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %20 = "stablehlo.add"(%arg0, %arg0) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %21 = "stablehlo.select"(%17, %20, %14#4) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %22 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %23 = "stablehlo.broadcast_in_dim"(%22) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
    %24 = "stablehlo.compare"(%0, %23) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
    %25 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %26 = "stablehlo.broadcast_in_dim"(%25) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %27 = "stablehlo.select"(%24, %26, %21) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %28 = "stablehlo.add"(%1, %1) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %29 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %30 = "stablehlo.broadcast_in_dim"(%29) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %31 = "stablehlo.add"(%28, %30) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %32 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %33 = "stablehlo.broadcast_in_dim"(%32) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %34 = "stablehlo.add"(%1, %33) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %35 = "stablehlo.abs"(%arg0) : (tensor<20xf32>) -> tensor<20xf32>
    %36 = "stablehlo.constant"() {value = dense<8> : tensor<i64>} : () -> tensor<i64>
    %37 = "stablehlo.broadcast_in_dim"(%36) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
    %38 = "stablehlo.compare"(%0, %37) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
    %39 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %40 = "stablehlo.broadcast_in_dim"(%39) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %41 = "stablehlo.compare"(%35, %40) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %42 = "stablehlo.and"(%38, %41) : (tensor<20xi1>, tensor<20xi1>) -> tensor<20xi1>
    %43 = "chlo.acos"(%arg0) : (tensor<20xf32>) -> tensor<20xf32>
    %44 = "stablehlo.sine"(%43) : (tensor<20xf32>) -> tensor<20xf32>
    %45 = "stablehlo.multiply"(%34, %43) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %46 = "stablehlo.sine"(%45) : (tensor<20xf32>) -> tensor<20xf32>
    %47 = "stablehlo.divide"(%46, %44) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %48 = "stablehlo.multiply"(%34, %43) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %49 = "stablehlo.cosine"(%48) : (tensor<20xf32>) -> tensor<20xf32>
    %50 = "stablehlo.multiply"(%34, %49) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %51 = "stablehlo.divide"(%50, %arg0) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %52 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %53 = "stablehlo.broadcast_in_dim"(%52) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %54 = "stablehlo.compare"(%44, %53) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %55 = "stablehlo.select"(%54, %47, %51) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %56 = "stablehlo.select"(%42, %55, %27) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %57 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %58 = "stablehlo.broadcast_in_dim"(%57) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %59 = "stablehlo.compare"(%35, %58) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %60 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %61 = "stablehlo.broadcast_in_dim"(%60) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %62 = "stablehlo.compare"(%arg0, %61) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %63 = "stablehlo.or"(%62, %7) : (tensor<20xi1>, tensor<20xi1>) -> tensor<20xi1>
    %64 = "stablehlo.negate"(%34) : (tensor<20xf32>) -> tensor<20xf32>
    %65 = "stablehlo.select"(%63, %34, %64) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %66 = "stablehlo.select"(%59, %65, %56) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %67 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %68 = "stablehlo.broadcast_in_dim"(%67) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
    %69 = "stablehlo.compare"(%0, %68) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
    %70 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %71 = "stablehlo.broadcast_in_dim"(%70) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %72 = "stablehlo.select"(%69, %71, %66) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    return %72 : tensor<20xf32>
  }
}
