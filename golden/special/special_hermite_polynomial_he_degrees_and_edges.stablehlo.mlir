module {
  func.func @main(%arg0: tensor<20xf32>, %arg1: tensor<20xf32>) -> tensor<20xf32> {
    %0 = "stablehlo.convert"(%arg1) : (tensor<20xf32>) -> tensor<20xi64>
    %1 = "stablehlo.is_finite"(%arg1) : (tensor<20xf32>) -> tensor<20xi1>
    %2 = "stablehlo.constant"() {value = dense<-1> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
    %4 = "stablehlo.select"(%1, %0, %3) : (tensor<20xi1>, tensor<20xi64>, tensor<20xi64>) -> tensor<20xi64>
    %5 = "stablehlo.convert"(%4) : (tensor<20xi64>) -> tensor<20xf32>
    %6 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
    %8 = "stablehlo.remainder"(%4, %7) : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi64>
    %9 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
    %11 = "stablehlo.compare"(%8, %10) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
    %12 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %13 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %15 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %16 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %17:5 = "stablehlo.while"(%12, %arg0, %4, %14, %arg0) ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<20xf32>, %arg4: tensor<20xi64>, %arg5: tensor<20xf32>, %arg6: tensor<20xf32>):
      %50 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
      %51 = "stablehlo.compare"(%50, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
      %52 = "stablehlo.compare"(%arg6, %arg6) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
      %53 = "stablehlo.and"(%51, %52) : (tensor<20xi1>, tensor<20xi1>) -> tensor<20xi1>
      %54 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
      %55 = "stablehlo.reduce"(%53, %54) ({
      ^bb0(%arg7: tensor<i1>, %arg8: tensor<i1>):
        %56 = "stablehlo.or"(%arg7, %arg8) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%56) : (tensor<i1>) -> ()
      }) {dimensions = array<i64: 0>} : (tensor<20xi1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%55) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<20xf32>, %arg4: tensor<20xi64>, %arg5: tensor<20xf32>, %arg6: tensor<20xf32>):
      %50 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
      %51 = "stablehlo.compare"(%50, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
      %52 = "stablehlo.compare"(%arg6, %arg6) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
      %53 = "stablehlo.and"(%51, %52) : (tensor<20xi1>, tensor<20xi1>) -> tensor<20xi1>
      %54 = "stablehlo.convert"(%50) : (tensor<20xi64>) -> tensor<20xf32>
      %55 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
      %56 = "stablehlo.broadcast_in_dim"(%55) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
      %57 = "stablehlo.multiply"(%arg3, %arg6) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %58 = "stablehlo.multiply"(%54, %arg5) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %59 = "stablehlo.subtract"(%57, %58) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %60 = "stablehlo.select"(%53, %arg6, %arg5) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %61 = "stablehlo.select"(%53, %59, %arg6) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %62 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
      %63 = "stablehlo.add"(%arg2, %62) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%63, %arg3, %arg4, %60, %61) : (tensor<i64>, tensor<20xf32>, tensor<20xi64>, tensor<20xf32>, tensor<20xf32>) -> ()
    }) : (tensor<i64>, tensor<20xf32>, tensor<20xi64>, tensor<20xf32>, tensor<20xf32>) -> (tensor<i64>, tensor<20xf32>, tensor<20xi64>, tensor<20xf32>, tensor<20xf32>)
    %18 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %19 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
    %20 = "stablehlo.compare"(%4, %19) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
    %21 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %22 = "stablehlo.broadcast_in_dim"(%21) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %23 = "stablehlo.select"(%20, %arg0, %17#4) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %24 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %25 = "stablehlo.broadcast_in_dim"(%24) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
    %26 = "stablehlo.compare"(%4, %25) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
    %27 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %28 = "stablehlo.broadcast_in_dim"(%27) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %29 = "stablehlo.select"(%26, %28, %23) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %30 = "stablehlo.add"(%5, %5) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %31 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %32 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %33 = "stablehlo.add"(%30, %32) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %34 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %35 = "stablehlo.broadcast_in_dim"(%34) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %36 = "stablehlo.add"(%5, %35) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %37 = "stablehlo.abs"(%arg0) : (tensor<20xf32>) -> tensor<20xf32>
    %38 = "stablehlo.constant"() {value = dense<128> : tensor<i64>} : () -> tensor<i64>
    %39 = "stablehlo.broadcast_in_dim"(%38) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
    %40 = "stablehlo.compare"(%4, %39) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
    %41 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<f32>} : () -> tensor<f32>
    %42 = "stablehlo.broadcast_in_dim"(%41) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %43 = "stablehlo.select"(%40, %42, %29) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %44 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %45 = "stablehlo.broadcast_in_dim"(%44) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
    %46 = "stablehlo.compare"(%4, %45) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
    %47 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %48 = "stablehlo.broadcast_in_dim"(%47) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %49 = "stablehlo.select"(%46, %48, %43) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    return %49 : tensor<20xf32>
  }
}
