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
    %13:5 = "stablehlo.while"(%8, %arg0, %0, %10, %arg0) ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<20xf32>, %arg4: tensor<20xi64>, %arg5: tensor<20xf32>, %arg6: tensor<20xf32>):
      %63 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
      %64 = "stablehlo.compare"(%63, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
      %65 = "stablehlo.compare"(%arg6, %arg6) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
      %66 = "stablehlo.and"(%64, %65) : (tensor<20xi1>, tensor<20xi1>) -> tensor<20xi1>
      %67 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
      %68 = "stablehlo.reduce"(%66, %67) ({
      ^bb0(%arg7: tensor<i1>, %arg8: tensor<i1>):
        %69 = "stablehlo.or"(%arg7, %arg8) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%69) : (tensor<i1>) -> ()
      }) {dimensions = array<i64: 0>} : (tensor<20xi1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%68) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<20xf32>, %arg4: tensor<20xi64>, %arg5: tensor<20xf32>, %arg6: tensor<20xf32>):
      %63 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
      %64 = "stablehlo.compare"(%63, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
      %65 = "stablehlo.compare"(%arg6, %arg6) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
      %66 = "stablehlo.and"(%64, %65) : (tensor<20xi1>, tensor<20xi1>) -> tensor<20xi1>
      %67 = "stablehlo.convert"(%63) : (tensor<20xi64>) -> tensor<20xf32>
      %68 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
      %69 = "stablehlo.broadcast_in_dim"(%68) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
      %70 = "stablehlo.add"(%arg3, %arg3) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %71 = "stablehlo.multiply"(%70, %arg6) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %72 = "stablehlo.subtract"(%71, %arg5) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %73 = "stablehlo.select"(%66, %arg6, %arg5) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %74 = "stablehlo.select"(%66, %72, %arg6) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %75 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
      %76 = "stablehlo.add"(%arg2, %75) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%76, %arg3, %arg4, %73, %74) : (tensor<i64>, tensor<20xf32>, tensor<20xi64>, tensor<20xf32>, tensor<20xf32>) -> ()
    }) : (tensor<i64>, tensor<20xf32>, tensor<20xi64>, tensor<20xf32>, tensor<20xf32>) -> (tensor<i64>, tensor<20xf32>, tensor<20xi64>, tensor<20xf32>, tensor<20xf32>)
    %14 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %15 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
    %16 = "stablehlo.compare"(%0, %15) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
    %17 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %18 = "stablehlo.broadcast_in_dim"(%17) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %19 = "stablehlo.select"(%16, %arg0, %13#4) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %20 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
    %22 = "stablehlo.compare"(%0, %21) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
    %23 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %24 = "stablehlo.broadcast_in_dim"(%23) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %25 = "stablehlo.select"(%22, %24, %19) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %26 = "stablehlo.add"(%1, %1) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %27 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %28 = "stablehlo.broadcast_in_dim"(%27) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %29 = "stablehlo.add"(%26, %28) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %30 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %31 = "stablehlo.broadcast_in_dim"(%30) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %32 = "stablehlo.add"(%1, %31) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %33 = "stablehlo.abs"(%arg0) : (tensor<20xf32>) -> tensor<20xf32>
    %34 = "stablehlo.constant"() {value = dense<6> : tensor<i64>} : () -> tensor<i64>
    %35 = "stablehlo.broadcast_in_dim"(%34) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
    %36 = "stablehlo.compare"(%0, %35) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
    %37 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %38 = "stablehlo.broadcast_in_dim"(%37) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %39 = "stablehlo.compare"(%33, %38) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %40 = "stablehlo.and"(%36, %39) : (tensor<20xi1>, tensor<20xi1>) -> tensor<20xi1>
    %41 = "chlo.acos"(%arg0) : (tensor<20xf32>) -> tensor<20xf32>
    %42 = "stablehlo.multiply"(%1, %41) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %43 = "stablehlo.cosine"(%42) : (tensor<20xf32>) -> tensor<20xf32>
    %44 = "stablehlo.select"(%40, %43, %25) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %45 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %46 = "stablehlo.broadcast_in_dim"(%45) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %47 = "stablehlo.compare"(%33, %46) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %48 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %49 = "stablehlo.broadcast_in_dim"(%48) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %50 = "stablehlo.compare"(%arg0, %49) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %51 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %52 = "stablehlo.broadcast_in_dim"(%51) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %53 = "stablehlo.or"(%50, %7) : (tensor<20xi1>, tensor<20xi1>) -> tensor<20xi1>
    %54 = "stablehlo.negate"(%52) : (tensor<20xf32>) -> tensor<20xf32>
    %55 = "stablehlo.select"(%53, %52, %54) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %56 = "stablehlo.select"(%47, %55, %44) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %57 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %58 = "stablehlo.broadcast_in_dim"(%57) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
    %59 = "stablehlo.compare"(%0, %58) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
    %60 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %61 = "stablehlo.broadcast_in_dim"(%60) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %62 = "stablehlo.select"(%59, %61, %56) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    return %62 : tensor<20xf32>
  }
}
