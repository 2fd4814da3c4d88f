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
    %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %14:5 = "stablehlo.while"(%9, %arg0, %1, %11, %arg0) ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<3x4xf32>, %arg4: tensor<3x4xi64>, %arg5: tensor<3x4xf32>, %arg6: tensor<3x4xf32>):
      %64 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x4xi64>
      %65 = "stablehlo.compare"(%64, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi1>
      %66 = "stablehlo.compare"(%arg6, %arg6) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
      %67 = "stablehlo.and"(%65, %66) : (tensor<3x4xi1>, tensor<3x4xi1>) -> tensor<3x4xi1>
      %68 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
      %69 = "stablehlo.reduce"(%67, %68) ({
      ^bb0(%arg7: tensor<i1>, %arg8: tensor<i1>):
        %70 = "stablehlo.or"(%arg7, %arg8) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%70) : (tensor<i1>) -> ()
      }) {dimensions = array<i64: 0, 1>} : (tensor<3x4xi1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%69) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<3x4xf32>, %arg4: tensor<3x4xi64>, %arg5: tensor<3x4xf32>, %arg6: tensor<3x4xf32>):
      %64 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x4xi64>
      %65 = "stablehlo.compare"(%64, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi1>
      %66 = "stablehlo.compare"(%arg6, %arg6) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
      %67 = "stablehlo.and"(%65, %66) : (tensor<3x4xi1>, tensor<3x4xi1>) -> tensor<3x4xi1>
      %68 = "stablehlo.convert"(%64) : (tensor<3x4xi64>) -> tensor<3x4xf32>
      %69 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
      %70 = "stablehlo.broadcast_in_dim"(%69) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
      %71 = "stablehlo.add"(%arg3, %arg3) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
      %72 = "stablehlo.multiply"(%71, %arg6) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
      %73 = "stablehlo.subtract"(%72, %arg5) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
      %74 = "stablehlo.select"(%67, %arg6, %arg5) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
      %75 = "stablehlo.select"(%67, %73, %arg6) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
      %76 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
      %77 = "stablehlo.add"(%arg2, %76) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%77, %arg3, %arg4, %74, %75) : (tensor<i64>, tensor<3x4xf32>, tensor<3x4xi64>, tensor<3x4xf32>, tensor<3x4xf32>) -> ()
    }) : (tensor<i64>, tensor<3x4xf32>, tensor<3x4xi64>, tensor<3x4xf32>, tensor<3x4xf32>) -> (tensor<i64>, tensor<3x4xf32>, tensor<3x4xi64>, tensor<3x4xf32>, tensor<3x4xf32>)
    %15 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %16 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x4xi64>
    %17 = "stablehlo.compare"(%1, %16) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi1>
    %18 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %19 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %20 = "stablehlo.select"(%17, %arg0, %14#4) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %21 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %22 = "stablehlo.broadcast_in_dim"(%21) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x4xi64>
    %23 = "stablehlo.compare"(%1, %22) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi1>
    %24 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %25 = "stablehlo.broadcast_in_dim"(%24) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %26 = "stablehlo.select"(%23, %25, %20) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %27 = "stablehlo.add"(%2, %2) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %28 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %29 = "stablehlo.broadcast_in_dim"(%28) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %30 = "stablehlo.add"(%27, %29) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %31 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %32 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %33 = "stablehlo.add"(%2, %32) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %34 = "stablehlo.abs"(%arg0) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %35 = "stablehlo.constant"() {value = dense<6> : tensor<i64>} : () -> tensor<i64>
    %36 = "stablehlo.broadcast_in_dim"(%35) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x4xi64>
    %37 = "stablehlo.compare"(%1, %36) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi1>
    %38 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %39 = "stablehlo.broadcast_in_dim"(%38) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %40 = "stablehlo.compare"(%34, %39) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %41 = "stablehlo.and"(%37, %40) : (tensor<3x4xi1>, tensor<3x4xi1>) -> tensor<3x4xi1>
    %42 = "chlo.acos"(%arg0) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %43 = "stablehlo.multiply"(%2, %42) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %44 = "stablehlo.cosine"(%43) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %45 = "stablehlo.select"(%41, %44, %26) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %46 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %47 = "stablehlo.broadcast_in_dim"(%46) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %48 = "stablehlo.compare"(%34, %47) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %49 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %50 = "stablehlo.broadcast_in_dim"(%49) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %51 = "stablehlo.compare"(%arg0, %50) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %52 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %53 = "stablehlo.broadcast_in_dim"(%52) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %54 = "stablehlo.or"(%51, %8) : (tensor<3x4xi1>, tensor<3x4xi1>) -> tensor<3x4xi1>
    %55 = "stablehlo.negate"(%53) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %56 = "stablehlo.select"(%54, %53, %55) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %57 = "stablehlo.select"(%48, %56, %45) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %58 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %59 = "stablehlo.broadcast_in_dim"(%58) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x4xi64>
    %60 = "stablehlo.compare"(%1, %59) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi1>
    %61 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %62 = "stablehlo.broadcast_in_dim"(%61) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %63 = "stablehlo.select"(%60, %62, %57) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    return %63 : tensor<3x4xf32>
  }
}
