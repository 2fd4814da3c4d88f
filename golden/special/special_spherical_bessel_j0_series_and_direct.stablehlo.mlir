module {
  func.func @main(%arg0: tensor<17xf32>) -> tensor<17xf32> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<17xf32>) -> tensor<17xf64>
    %1 = "stablehlo.multiply"(%0, %0) : (tensor<17xf64>, tensor<17xf64>) -> tensor<17xf64>
    %2 = "stablehlo.constant"() {value = dense<1.6059043836821613E-10> : tensor<f64>} : () -> tensor<f64>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<17xf64>
    %4 = "stablehlo.constant"() {value = dense<-2.505210838544172E-8> : tensor<f64>} : () -> tensor<f64>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<17xf64>
    %6 = "stablehlo.multiply"(%1, %3) : (tensor<17xf64>, tensor<17xf64>) -> tensor<17xf64>
    %7 = "stablehlo.add"(%5, %6) : (tensor<17xf64>, tensor<17xf64>) -> tensor<17xf64>
    %8 = "stablehlo.constant"() {value = dense<2.7557319223985893E-6> : tensor<f64>} : () -> tensor<f64>
    %9 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<17xf64>
    %10 = "stablehlo.multiply"(%1, %7) : (tensor<17xf64>, tensor<17xf64>) -> tensor<17xf64>
    %11 = "stablehlo.add"(%9, %10) : (tensor<17xf64>, tensor<17xf64>) -> tensor<17xf64>
    %12 = "stablehlo.constant"() {value = dense<-1.9841269841269841E-4> : tensor<f64>} : () -> tensor<f64>
    %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<17xf64>
    %14 = "stablehlo.multiply"(%1, %11) : (tensor<17xf64>, tensor<17xf64>) -> tensor<17xf64>
    %15 = "stablehlo.add"(%13, %14) : (tensor<17xf64>, tensor<17xf64>) -> tensor<17xf64>
    %16 = "stablehlo.constant"() {value = dense<0.0083333333333333332> : tensor<f64>} : () -> tensor<f64>
    %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<17xf64>
    %18 = "stablehlo.multiply"(%1, %15) : (tensor<17xf64>, tensor<17xf64>) -> tensor<17xf64>
    %19 = "stablehlo.add"(%17, %18) : (tensor<17xf64>, tensor<17xf64>) -> tensor<17xf64>
    %20 = "stablehlo.constant"() {value = dense<-0.16666666666666666> : tensor<f64>} : () -> tensor<f64>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<17xf64>
    %22 = "stablehlo.multiply"(%1, %19) : (tensor<17xf64>, tensor<17xf64>) -> tensor<17xf64>
    %23 = "stablehlo.add"(%21, %22) : (tensor<17xf64>, tensor<17xf64>) -> tensor<17xf64>
    %24 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %25 = "stablehlo.broadcast_in_dim"(%24) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<17xf64>
    %26 = "stablehlo.multiply"(%1, %23) : (tensor<17xf64>, tensor<17xf64>) -> tensor<17xf64>
    %27 = "stablehlo.add"(%25, %26) : (tensor<17xf64>, tensor<17xf64>) -> tensor<17xf64>
    %28 = "stablehlo.sine"(%0) : (tensor<17xf64>) -> tensor<17xf64>
    %29 = "stablehlo.divide"(%28, %0) : (tensor<17xf64>, tensor<17xf64>) -> tensor<17xf64>
    %30 = "stablehlo.abs"(%0) : (tensor<17xf64>) -> tensor<17xf64>
    %31 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f64>} : () -> tensor<f64>
    %32 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<17xf64>
    %33 = "stablehlo.compare"(%30, %32) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<17xf64>, tensor<17xf64>) -> tensor<17xi1>
    %34 = "stablehlo.select"(%33, %27, %29) : (tensor<17xi1>, tensor<17xf64>, tensor<17xf64>) -> tensor<17xf64>
    %35 = "stablehlo.constant"() {value = dense<0x7FF0000000000000> : tensor<f64>} : () -> tensor<f64>
    %36 = "stablehlo.broadcast_in_dim"(%35) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<17xf64>
    %37 = "stablehlo.compare"(%30, %36) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<17xf64>, tensor<17xf64>) -> tensor<17xi1>
    %38 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %39 = "stablehlo.broadcast_in_dim"(%38) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<17xf64>
    %40 = "stablehlo.select"(%37, %39, %34) : (tensor<17xi1>, tensor<17xf64>, tensor<17xf64>) -> tensor<17xf64>
    %41 = "stablehlo.convert"(%40) : (tensor<17xf64>) -> tensor<17xf32>
    return %41 : tensor<17xf32>
  }
}
