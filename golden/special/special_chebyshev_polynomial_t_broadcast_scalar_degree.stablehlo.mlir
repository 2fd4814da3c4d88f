module {
  func.func @main(%arg0: tensor<3x4xf32>, %arg1: tensor<f32>) -> tensor<3x4xf32> {
    %0 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %1 = "stablehlo.convert"(%0) : (tensor<3x4xf32>) -> tensor<3x4xi64>
    %2 = "stablehlo.convert"(%1) : (tensor<3x4xi64>) -> tensor<3x4xf32>
    %3 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x4xi64>
    %5 = "stablehlo.remainder"(%1, %4) : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi64>
    %6 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x4xi64>
    %8 = "stablehlo.compare"(%5, %7) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi1>
    %9 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %10 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %11 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %12 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %13:5 = "stablehlo.while"(%9, %arg0, %1, %11, %arg0) ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<3x4xf32>, %arg4: tensor<3x4xi64>, %arg5: tensor<3x4xf32>, %arg6: tensor<3x4xf32>):
      %57 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x4xi64>
      %58 = "stablehlo.compare"(%57, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi1>
      %59 = "stablehlo.compare"(%arg6, %arg6) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
      %60 = "stablehlo.and"(%58, %59) : (tensor<3x4xi1>, tensor<3x4xi1>) -> tensor<3x4xi1>
      %61 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
      %62 = "stablehlo.reduce"(%60, %61) ({
      ^bb0(%arg7: tensor<i1>, %arg8: tensor<i1>):
        %63 = "stablehlo.or"(%arg7, %arg8) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%63) : (tensor<i1>) -> ()
      }) {dimensions = array<i64: 0, 1>} : (tensor<3x4xi1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%62) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<3x4xf32>, %arg4: tensor<3x4xi64>, %arg5: tensor<3x4xf32>, %arg6: tensor<3x4xf32>):
      %57 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x4xi64>
      %58 = "stablehlo.compare"(%57, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi1>
      %59 = "stablehlo.compare"(%arg6, %arg6) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
      %60 = "stablehlo.and"(%58, %59) : (tensor<3x4xi1>, tensor<3x4xi1>) -> tensor<3x4xi1>
      %61 = "stablehlo.convert"(%57) : (tensor<3x4xi64>) -> tensor<3x4xf32>
      %62 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
      %63 = "stablehlo.broadcast_in_dim"(%62) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
      %64 = "stablehlo.add"(%arg3, %arg3) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
      %65 = "stablehlo.multiply"(%64, %arg6) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
      %66 = "stablehlo.subtract"(%65, %arg5) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
      %67 = "stablehlo.select"(%60, %arg6, %arg5) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
      %68 = "stablehlo.select"(%60, %66, %arg6) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
      %69 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
      %70 = "stablehlo.add"(%arg2, %69) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%70, %arg3, %arg4, %67, %68) : (tensor<i64>, tensor<3x4xf32>, tensor<3x4xi64>, tensor<3x4xf32>, tensor<3x4xf32>) -> ()
    }) : (tensor<i64>, tensor<3x4xf32>, tensor<3x4xi64>, tensor<3x4xf32>, tensor<3x4xf32>) -> (tensor<i64>, tensor<3x4xf32>, tensor<3x4xi64>, tensor<3x4xf32>, tensor<3x4xf32>)
    %14 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %15 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x4xi64>
    %16 = "stablehlo.compare"(%1, %15) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi1>
    %17 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %18 = "stablehlo.select"(%16, %arg0, %13#4) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %19 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %20 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x4xi64>
    %21 = "stablehlo.compare"(%1, %20) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi1>
    %22 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %23 = "stablehlo.broadcast_in_dim"(%22) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %24 = "stablehlo.select"(%21, %23, %18) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %25 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %26 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %27 = "stablehlo.abs"(%arg0) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %28 = "stablehlo.constant"() {value = dense<6> : tensor<i64>} : () -> tensor<i64>
    %29 = "stablehlo.broadcast_in_dim"(%28) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x4xi64>
    %30 = "stablehlo.compare"(%1, %29) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi1>
    %31 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %32 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %33 = "stablehlo.compare"(%27, %32) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %34 = "stablehlo.and"(%30, %33) : (tensor<3x4xi1>, tensor<3x4xi1>) -> tensor<3x4xi1>
    %35 = "chlo.acos"(%arg0) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %36 = "stablehlo.multiply"(%2, %35) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %37 = "stablehlo.cosine"(%36) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %38 = "stablehlo.select"(%34, %37, %24) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %39 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %40 = "stablehlo.broadcast_in_dim"(%39) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %41 = "stablehlo.compare"(%27, %40) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %42 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %43 = "stablehlo.broadcast_in_dim"(%42) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %44 = "stablehlo.compare"(%arg0, %43) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %45 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %46 = "stablehlo.broadcast_in_dim"(%45) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %47 = "stablehlo.or"(%44, %8) : (tensor<3x4xi1>, tensor<3x4xi1>) -> tensor<3x4xi1>
    %48 = "stablehlo.negate"(%46) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %49 = "stablehlo.select"(%47, %46, %48) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %50 = "stablehlo.select"(%41, %49, %38) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %51 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %52 = "stablehlo.broadcast_in_dim"(%51) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x4xi64>
    %53 = "stablehlo.compare"(%1, %52) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi1>
    %54 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %55 = "stablehlo.broadcast_in_dim"(%54) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %56 = "stablehlo.select"(%53, %55, %50) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    return %56 : tensor<3x4xf32>
  }
}
