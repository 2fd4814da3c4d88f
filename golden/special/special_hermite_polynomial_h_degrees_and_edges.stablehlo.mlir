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
    %12 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %13 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %15 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %16 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %17 = "stablehlo.add"(%arg0, %arg0) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %18:5 = "stablehlo.while"(%12, %arg0, %4, %14, %17) ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<20xf32>, %arg4: tensor<20xi64>, %arg5: tensor<20xf32>, %arg6: tensor<20xf32>):
      %52 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
      %53 = "stablehlo.add"(%arg4, %arg4) : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi64>
      %54 = "stablehlo.compare"(%52, %53) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
      %55 = "stablehlo.compare"(%arg6, %arg6) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
      %56 = "stablehlo.and"(%54, %55) : (tensor<20xi1>, tensor<20xi1>) -> tensor<20xi1>
      %57 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
      %58 = "stablehlo.reduce"(%56, %57) ({
      ^bb0(%arg7: tensor<i1>, %arg8: tensor<i1>):
        %59 = "stablehlo.or"(%arg7, %arg8) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%59) : (tensor<i1>) -> ()
      }) {dimensions = array<i64: 0>} : (tensor<20xi1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%58) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<20xf32>, %arg4: tensor<20xi64>, %arg5: tensor<20xf32>, %arg6: tensor<20xf32>):
      %52 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
      %53 = "stablehlo.add"(%arg4, %arg4) : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi64>
      %54 = "stablehlo.compare"(%52, %53) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
      %55 = "stablehlo.compare"(%arg6, %arg6) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
      %56 = "stablehlo.and"(%54, %55) : (tensor<20xi1>, tensor<20xi1>) -> tensor<20xi1>
      %57 = "stablehlo.convert"(%52) : (tensor<20xi64>) -> tensor<20xf32>
      %58 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
      %59 = "stablehlo.broadcast_in_dim"(%58) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
      %60 = "stablehlo.add"(%arg3, %arg3) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %61 = "stablehlo.multiply"(%60, %arg6) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %62 = "stablehlo.multiply"(%57, %arg5) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %63 = "stablehlo.subtract"(%61, %62) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %64 = "stablehlo.select"(%56, %arg6, %arg5) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %65 = "stablehlo.select"(%56, %63, %arg6) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %66 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
      %67 = "stablehlo.add"(%arg2, %66) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%67, %arg3, %arg4, %64, %65) : (tensor<i64>, tensor<20xf32>, tensor<20xi64>, tensor<20xf32>, tensor<20xf32>) -> ()
    }) : (tensor<i64>, tensor<20xf32>, tensor<20xi64>, tensor<20xf32>, tensor<20xf32>) -> (tensor<i64>, tensor<20xf32>, tensor<20xi64>, tensor<20xf32>, tensor<20xf32>)
    %19 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %20 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
    %21 = "stablehlo.compare"(%4, %20) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
    %22 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %23 = "stablehlo.broadcast_in_dim"(%22) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %24 = "stablehlo.add"(%arg0, %arg0) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %25 = "stablehlo.select"(%21, %24, %18#4) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %26 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %27 = "stablehlo.broadcast_in_dim"(%26) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
    %28 = "stablehlo.compare"(%4, %27) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
    %29 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %30 = "stablehlo.broadcast_in_dim"(%29) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %31 = "stablehlo.select"(%28, %30, %25) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %32 = "stablehlo.add"(%5, %5) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %33 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %34 = "stablehlo.broadcast_in_dim"(%33) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %35 = "stablehlo.add"(%32, %34) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %36 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %37 = "stablehlo.broadcast_in_dim"(%36) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %38 = "stablehlo.add"(%5, %37) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %39 = "stablehlo.abs"(%arg0) : (tensor<20xf32>) -> tensor<20xf32>
    %40 = "stablehlo.constant"() {value = dense<128> : tensor<i64>} : () -> tensor<i64>
    %41 = "stablehlo.broadcast_in_dim"(%40) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
    %42 = "stablehlo.compare"(%4, %41) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
    %43 = "stablehlo.constant"() {value = dense<0x7FC00000> : tensor<f32>} : () -> tensor<f32>
    %44 = "stablehlo.broadcast_in_dim"(%43) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %45 = "stablehlo.select"(%42, %44, %31) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %46 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %47 = "stablehlo.broadcast_in_dim"(%46) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<20xi64>
    %48 = "stablehlo.compare"(%4, %47) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
    %49 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %50 = "stablehlo.broadcast_in_dim"(%49) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<20xf32>
    %51 = "stablehlo.select"(%48, %50, %45) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    return %51 : tensor<20xf32>
  }
}
