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
    %13 = "stablehlo.subtract"(%12, %arg0) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %14:5 = "stablehlo.while"(%8, %arg0, %0, %10, %13) ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<20xf32>, %arg4: tensor<20xi64>, %arg5: tensor<20xf32>, %arg6: tensor<20xf32>):
      %48 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
      %49 = "stablehlo.compare"(%48, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
      %50 = "stablehlo.compare"(%arg6, %arg6) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
      %51 = "stablehlo.and"(%49, %50) : (tensor<20xi1>, tensor<20xi1>) -> tensor<20xi1>
      %52 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
      %53 = "stablehlo.reduce"(%51, %52) ({
      ^bb0(%arg7: tensor<i1>, %arg8: tensor<i1>):
        %54 = "stablehlo.or"(%arg7, %arg8) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%54) : (tensor<i1>) -> ()
      }) {dimensions = array<i64: 0>} : (tensor<20xi1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%53) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<20xf32>, %arg4: tensor<20xi64>, %arg5: tensor<20xf32>, %arg6: tensor<20xf32>):
      %48 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
      %49 = "stablehlo.compare"(%48, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
      %50 = "stablehlo.compare"(%arg6, %arg6) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
      %51 = "stablehlo.and"(%49, %50) : (tensor<20xi1>, tensor<20xi1>) -> tensor<20xi1>
      %52 = "stablehlo.convert"(%48) : (tensor<20xi64>) -> tensor<20xf32>
      %53 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
      %54 = "stablehlo.broadcast_in_dim"(%53) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
      %55 = "stablehlo.add"(%52, %52) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %56 = "stablehlo.subtract"(%54, %arg3) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %57 = "stablehlo.add"(%55, %56) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %58 = "stablehlo.multiply"(%57, %arg6) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %59 = "stablehlo.multiply"(%52, %arg5) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %60 = "stablehlo.subtract"(%58, %59) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %61 = "stablehlo.add"(%52, %54) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %62 = "stablehlo.divide"(%60, %61) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %63 = "stablehlo.select"(%51, %arg6, %arg5) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %64 = "stablehlo.select"(%51, %62, %arg6) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %65 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
      %66 = "stablehlo.add"(%arg2, %65) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%66, %arg3, %arg4, %63, %64) : (tensor<i64>, tensor<20xf32>, tensor<20xi64>, tensor<20xf32>, tensor<20xf32>) -> ()
    }) : (tensor<i64>, tensor<20xf32>, tensor<20xi64>, tensor<20xf32>, tensor<20xf32>) -> (tensor<i64>, tensor<20xf32>, tensor<20xi64>, tensor<20xf32>, tensor<20xf32>)
    %15 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %16 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
    %17 = "stablehlo.compare"(%0, %16) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
    %18 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %19 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %20 = "stablehlo.subtract"(%19, %arg0) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
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
    %36 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %37 = "stablehlo.broadcast_in_dim"(%36) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %38 = "stablehlo.compare"(%35, %37) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %39 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %40 = "stablehlo.broadcast_in_dim"(%39) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %41 = "stablehlo.select"(%38, %40, %27) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %42 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %43 = "stablehlo.broadcast_in_dim"(%42) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
    %44 = "stablehlo.compare"(%0, %43) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
    %45 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %46 = "stablehlo.broadcast_in_dim"(%45) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %47 = "stablehlo.select"(%44, %46, %41) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    return %47 : tensor<20xf32>
  }
}
