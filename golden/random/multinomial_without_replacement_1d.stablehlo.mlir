module {
  func.func @main(%arg0: tensor<6xf32>, %arg1: tensor<2xi64>) -> (tensor<3xi64>, tensor<2xi1>) {
    %0 = "stablehlo.convert"(%arg0) : (tensor<6xf32>) -> tensor<6xf64>
    %1 = "stablehlo.reshape"(%0) : (tensor<6xf64>) -> tensor<1x6xf64>
    %2 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x6xf64>
    %4 = "stablehlo.is_finite"(%1) : (tensor<1x6xf64>) -> tensor<1x6xi1>
    %5 = "stablehlo.compare"(%1, %3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<1x6xf64>, tensor<1x6xf64>) -> tensor<1x6xi1>
    %6 = "stablehlo.not"(%5) : (tensor<1x6xi1>) -> tensor<1x6xi1>
    %7 = "stablehlo.not"(%4) : (tensor<1x6xi1>) -> tensor<1x6xi1>
    %8 = "stablehlo.or"(%6, %7) : (tensor<1x6xi1>, tensor<1x6xi1>) -> tensor<1x6xi1>
    %9 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %10 = "stablehlo.reduce"(%8, %9) ({
    ^bb0(%arg2: tensor<i1>, %arg3: tensor<i1>):
      %47 = "stablehlo.or"(%arg2, %arg3) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%47) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<1x6xi1>, tensor<i1>) -> tensor<i1>
    %11 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %12 = "stablehlo.reduce"(%1, %11) ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      %47 = "stablehlo.add"(%arg2, %arg3) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%47) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1x6xf64>, tensor<f64>) -> tensor<1xf64>
    %13 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1xf64>
    %15 = "stablehlo.compare"(%12, %14) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
    %16 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %17 = "stablehlo.reduce"(%15, %16) ({
    ^bb0(%arg2: tensor<i1>, %arg3: tensor<i1>):
      %47 = "stablehlo.or"(%arg2, %arg3) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%47) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %18 = "stablehlo.compare"(%1, %3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<1x6xf64>, tensor<1x6xf64>) -> tensor<1x6xi1>
    %19 = "stablehlo.constant"() {value = dense<[0, 5146374987064154890]> : tensor<2xi64>} : () -> tensor<2xi64>
    %20 = "stablehlo.xor"(%arg1, %19) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %21 = "stablehlo.bitcast_convert"(%20) : (tensor<2xi64>) -> tensor<2xui64>
    %22:2 = "stablehlo.rng_bit_generator"(%21) {rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<1x6xui64>)
    %23 = "stablehlo.constant"() {value = dense<12> : tensor<ui64>} : () -> tensor<ui64>
    %24 = "stablehlo.broadcast_in_dim"(%23) {broadcast_dimensions = array<i64>} : (tensor<ui64>) -> tensor<1x6xui64>
    %25 = "stablehlo.shift_right_logical"(%22#1, %24) : (tensor<1x6xui64>, tensor<1x6xui64>) -> tensor<1x6xui64>
    %26 = "stablehlo.constant"() {value = dense<4607182418800017408> : tensor<ui64>} : () -> tensor<ui64>
    %27 = "stablehlo.broadcast_in_dim"(%26) {broadcast_dimensions = array<i64>} : (tensor<ui64>) -> tensor<1x6xui64>
    %28 = "stablehlo.or"(%25, %27) : (tensor<1x6xui64>, tensor<1x6xui64>) -> tensor<1x6xui64>
    %29 = "stablehlo.bitcast_convert"(%28) : (tensor<1x6xui64>) -> tensor<1x6xf64>
    %30 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %31 = "stablehlo.broadcast_in_dim"(%30) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x6xf64>
    %32 = "stablehlo.subtract"(%29, %31) : (tensor<1x6xf64>, tensor<1x6xf64>) -> tensor<1x6xf64>
    %33 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %34 = "stablehlo.broadcast_in_dim"(%33) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<1x6xf64>
    %35 = "stablehlo.subtract"(%34, %32) : (tensor<1x6xf64>, tensor<1x6xf64>) -> tensor<1x6xf64>
    %36 = "stablehlo.log"(%35) : (tensor<1x6xf64>) -> tensor<1x6xf64>
    %37 = "stablehlo.negate"(%36) : (tensor<1x6xf64>) -> tensor<1x6xf64>
    %38 = "stablehlo.divide"(%1, %37) : (tensor<1x6xf64>, tensor<1x6xf64>) -> tensor<1x6xf64>
    %39 = "stablehlo.select"(%18, %38, %3) : (tensor<1x6xi1>, tensor<1x6xf64>, tensor<1x6xf64>) -> tensor<1x6xf64>
    %40 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x6xi64>
    %41:2 = "stablehlo.sort"(%39, %40) ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>, %arg4: tensor<i64>, %arg5: tensor<i64>):
      %47 = "stablehlo.compare"(%arg2, %arg3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %48 = "stablehlo.compare"(%arg2, %arg2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %49 = "stablehlo.compare"(%arg3, %arg3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %50 = "stablehlo.not"(%49) : (tensor<i1>) -> tensor<i1>
      %51 = "stablehlo.and"(%48, %50) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %52 = "stablehlo.or"(%47, %51) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%52) : (tensor<i1>) -> ()
    }) {dimension = 1 : i64, is_stable = true} : (tensor<1x6xf64>, tensor<1x6xi64>) -> (tensor<1x6xf64>, tensor<1x6xi64>)
    %42 = "stablehlo.slice"(%41#1) {limit_indices = array<i64: 1, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<1x6xi64>) -> tensor<1x3xi64>
    %43 = "stablehlo.reshape"(%42) : (tensor<1x3xi64>) -> tensor<3xi64>
    %44 = "stablehlo.reshape"(%10) : (tensor<i1>) -> tensor<1xi1>
    %45 = "stablehlo.reshape"(%17) : (tensor<i1>) -> tensor<1xi1>
    %46 = "stablehlo.concatenate"(%44, %45) {dimension = 0 : i64} : (tensor<1xi1>, tensor<1xi1>) -> tensor<2xi1>
    return %43, %46 : tensor<3xi64>, tensor<2xi1>
  }
}
