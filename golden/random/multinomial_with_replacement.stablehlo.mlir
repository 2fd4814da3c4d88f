module {
  func.func @main(%arg0: tensor<3x6xf32>, %arg1: tensor<2xi64>) -> (tensor<3x5xi64>, tensor<2xi1>) {
    %0 = "stablehlo.convert"(%arg0) : (tensor<3x6xf32>) -> tensor<3x6xf64>
    %1 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<3x6xf64>
    %3 = "stablehlo.is_finite"(%0) : (tensor<3x6xf64>) -> tensor<3x6xi1>
    %4 = "stablehlo.compare"(%0, %2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<3x6xf64>, tensor<3x6xf64>) -> tensor<3x6xi1>
    %5 = "stablehlo.not"(%4) : (tensor<3x6xi1>) -> tensor<3x6xi1>
    %6 = "stablehlo.not"(%3) : (tensor<3x6xi1>) -> tensor<3x6xi1>
    %7 = "stablehlo.or"(%5, %6) : (tensor<3x6xi1>, tensor<3x6xi1>) -> tensor<3x6xi1>
    %8 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %9 = "stablehlo.reduce"(%7, %8) ({
    ^bb0(%arg2: tensor<i1>, %arg3: tensor<i1>):
      %47 = "stablehlo.or"(%arg2, %arg3) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%47) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<3x6xi1>, tensor<i1>) -> tensor<i1>
    %10 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %11 = "stablehlo.reduce"(%0, %10) ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      %47 = "stablehlo.add"(%arg2, %arg3) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%47) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3x6xf64>, tensor<f64>) -> tensor<3xf64>
    %12 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<3xf64>
    %14 = "stablehlo.compare"(%11, %13) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xi1>
    %15 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %16 = "stablehlo.reduce"(%14, %15) ({
    ^bb0(%arg2: tensor<i1>, %arg3: tensor<i1>):
      %47 = "stablehlo.or"(%arg2, %arg3) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%47) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
    %17 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %18 = "stablehlo.reduce_window"(%0, %17) ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      %47 = "stablehlo.add"(%arg2, %arg3) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%47) : (tensor<f64>) -> ()
    }) {padding = dense<[[0, 0], [5, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 6>, window_strides = array<i64: 1, 1>} : (tensor<3x6xf64>, tensor<f64>) -> tensor<3x6xf64>
    %19 = "stablehlo.constant"() {value = dense<[0, 5146374987064154890]> : tensor<2xi64>} : () -> tensor<2xi64>
    %20 = "stablehlo.xor"(%arg1, %19) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %21 = "stablehlo.bitcast_convert"(%20) : (tensor<2xi64>) -> tensor<2xui64>
    %22:2 = "stablehlo.rng_bit_generator"(%21) {rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3x5xui64>)
    %23 = "stablehlo.constant"() {value = dense<12> : tensor<ui64>} : () -> tensor<ui64>
    %24 = "stablehlo.broadcast_in_dim"(%23) {broadcast_dimensions = array<i64>} : (tensor<ui64>) -> tensor<3x5xui64>
    %25 = "stablehlo.shift_right_logical"(%22#1, %24) : (tensor<3x5xui64>, tensor<3x5xui64>) -> tensor<3x5xui64>
    %26 = "stablehlo.constant"() {value = dense<4607182418800017408> : tensor<ui64>} : () -> tensor<ui64>
    %27 = "stablehlo.broadcast_in_dim"(%26) {broadcast_dimensions = array<i64>} : (tensor<ui64>) -> tensor<3x5xui64>
    %28 = "stablehlo.or"(%25, %27) : (tensor<3x5xui64>, tensor<3x5xui64>) -> tensor<3x5xui64>
    %29 = "stablehlo.bitcast_convert"(%28) : (tensor<3x5xui64>) -> tensor<3x5xf64>
    %30 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %31 = "stablehlo.broadcast_in_dim"(%30) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<3x5xf64>
    %32 = "stablehlo.subtract"(%29, %31) : (tensor<3x5xf64>, tensor<3x5xf64>) -> tensor<3x5xf64>
    %33 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf64>) -> tensor<3x5xf64>
    %34 = "stablehlo.multiply"(%32, %33) : (tensor<3x5xf64>, tensor<3x5xf64>) -> tensor<3x5xf64>
    %35 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<3x6xf64>) -> tensor<3x5x6xf64>
    %36 = "stablehlo.broadcast_in_dim"(%34) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<3x5xf64>) -> tensor<3x5x6xf64>
    %37 = "stablehlo.compare"(%35, %36) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<3x5x6xf64>, tensor<3x5x6xf64>) -> tensor<3x5x6xi1>
    %38 = "stablehlo.convert"(%37) : (tensor<3x5x6xi1>) -> tensor<3x5x6xi64>
    %39 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %40 = "stablehlo.reduce"(%38, %39) ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<i64>):
      %47 = "stablehlo.add"(%arg2, %arg3) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%47) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<3x5x6xi64>, tensor<i64>) -> tensor<3x5xi64>
    %41 = "stablehlo.constant"() {value = dense<5> : tensor<i64>} : () -> tensor<i64>
    %42 = "stablehlo.broadcast_in_dim"(%41) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x5xi64>
    %43 = "stablehlo.minimum"(%40, %42) : (tensor<3x5xi64>, tensor<3x5xi64>) -> tensor<3x5xi64>
    %44 = "stablehlo.reshape"(%9) : (tensor<i1>) -> tensor<1xi1>
    %45 = "stablehlo.reshape"(%16) : (tensor<i1>) -> tensor<1xi1>
    %46 = "stablehlo.concatenate"(%44, %45) {dimension = 0 : i64} : (tensor<1xi1>, tensor<1xi1>) -> tensor<2xi1>
    return %43, %46 : tensor<3x5xi64>, tensor<2xi1>
  }
}
