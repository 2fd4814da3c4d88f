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
    %8 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %9 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %11 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %13:5 = "stablehlo.while"(%8, %arg0, %0, %10, %arg0) ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<20xf32>, %arg4: tensor<20xi64>, %arg5: tensor<20xf32>, %arg6: tensor<20xf32>):
      %52 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
      %53 = "stablehlo.compare"(%52, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
      %54 = "stablehlo.compare"(%arg6, %arg6) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
      %55 = "stablehlo.and"(%53, %54) : (tensor<20xi1>, tensor<20xi1>) -> tensor<20xi1>
      %56 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
      %57 = "stablehlo.reduce"(%55, %56) ({
      ^bb0(%arg7: tensor<i1>, %arg8: tensor<i1>):
        %58 = "stablehlo.or"(%arg7, %arg8) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%58) : (tensor<i1>) -> ()
      }) {dimensions = array<i64: 0>} : (tensor<20xi1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%57) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<20xf32>, %arg4: tensor<20xi64>, %arg5: tensor<20xf32>, %arg6: tensor<20xf32>):
      %52 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
      %53 = "stablehlo.compare"(%52, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
      %54 = "stablehlo.compare"(%arg6, %arg6) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
      %55 = "stablehlo.and"(%53, %54) : (tensor<20xi1>, tensor<20xi1>) -> tensor<20xi1>
      %56 = "stablehlo.convert"(%52) : (tensor<20xi64>) -> tensor<20xf32>
      %57 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
      %58 = "stablehlo.broadcast_in_dim"(%57) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
      %59 = "stablehlo.add"(%56, %56) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %60 = "stablehlo.add"(%59, %58) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %61 = "stablehlo.multiply"(%60, %arg3) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %62 = "stablehlo.multiply"(%61, %arg6) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %63 = "stablehlo.multiply"(%56, %arg5) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %64 = "stablehlo.subtract"(%62, %63) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %65 = "stablehlo.add"(%56, %58) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %66 = "stablehlo.divide"(%64, %65) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %67 = "stablehlo.select"(%55, %arg6, %arg5) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %68 = "stablehlo.select"(%55, %66, %arg6) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %69 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
      %70 = "stablehlo.add"(%arg2, %69) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%70, %arg3, %arg4, %67, %68) : (tensor<i64>, tensor<20xf32>, tensor<20xi64>, tensor<20xf32>, tensor<20xf32>) -> ()
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
    %34 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %35 = "stablehlo.broadcast_in_dim"(%34) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %36 = "stablehlo.compare"(%arg0, %35) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %37 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %38 = "stablehlo.broadcast_in_dim"(%37) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %39 = "stablehlo.or"(%36, %7) : (tensor<20xi1>, tensor<20xi1>) -> tensor<20xi1>
    %40 = "stablehlo.negate"(%38) : (tensor<20xf32>) -> tensor<20xf32>
    %41 = "stablehlo.select"(%39, %38, %40) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %42 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %43 = "stablehlo.broadcast_in_dim"(%42) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %44 = "stablehlo.compare"(%33, %43) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %45 = "stablehlo.select"(%44, %41, %25) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %46 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %47 = "stablehlo.broadcast_in_dim"(%46) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
    %48 = "stablehlo.compare"(%0, %47) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
    %49 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %50 = "stablehlo.broadcast_in_dim"(%49) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %51 = "stablehlo.select"(%48, %50, %45) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    return %51 : tensor<20xf32>
  }
}
