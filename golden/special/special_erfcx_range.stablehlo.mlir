module {
  func.func @main(%arg0: tensor<16xf32>) -> tensor<16xf32> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<16xf32>) -> tensor<16xf64>
    %1 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %3 = "stablehlo.compare"(%0, %2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
    %4 = "stablehlo.abs"(%0) : (tensor<16xf64>) -> tensor<16xf64>
    %5 = "stablehlo.multiply"(%4, %4) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %6 = "stablehlo.exponential"(%5) : (tensor<16xf64>) -> tensor<16xf64>
    %7 = "chlo.erfc"(%4) : (tensor<16xf64>) -> tensor<16xf64>
    %8 = "stablehlo.multiply"(%6, %7) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %9 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %11 = "stablehlo.multiply"(%4, %4) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %12 = "stablehlo.divide"(%10, %11) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %13 = "stablehlo.constant"() {value = dense<-1.875000e+00> : tensor<f64>} : () -> tensor<f64>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %15 = "stablehlo.multiply"(%14, %12) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %16 = "stablehlo.constant"() {value = dense<7.500000e-01> : tensor<f64>} : () -> tensor<f64>
    %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %18 = "stablehlo.add"(%15, %17) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %19 = "stablehlo.multiply"(%18, %12) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %20 = "stablehlo.constant"() {value = dense<-5.000000e-01> : tensor<f64>} : () -> tensor<f64>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %22 = "stablehlo.add"(%19, %21) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %23 = "stablehlo.multiply"(%22, %12) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %24 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %25 = "stablehlo.broadcast_in_dim"(%24) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %26 = "stablehlo.add"(%23, %25) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %27 = "stablehlo.constant"() {value = dense<0.56418958354775628> : tensor<f64>} : () -> tensor<f64>
    %28 = "stablehlo.broadcast_in_dim"(%27) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %29 = "stablehlo.divide"(%28, %4) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %30 = "stablehlo.multiply"(%29, %26) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %31 = "stablehlo.constant"() {value = dense<2.500000e+01> : tensor<f64>} : () -> tensor<f64>
    %32 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %33 = "stablehlo.compare"(%4, %32) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
    %34 = "stablehlo.select"(%33, %30, %8) : (tensor<16xi1>, tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %35 = "stablehlo.multiply"(%arg0, %arg0) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %36 = "stablehlo.convert"(%35) : (tensor<16xf32>) -> tensor<16xf64>
    %37 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %38 = "stablehlo.broadcast_in_dim"(%37) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %39 = "stablehlo.exponential"(%36) : (tensor<16xf64>) -> tensor<16xf64>
    %40 = "stablehlo.multiply"(%38, %39) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %41 = "stablehlo.subtract"(%40, %34) : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %42 = "stablehlo.constant"() {value = dense<-2.670000e+01> : tensor<f64>} : () -> tensor<f64>
    %43 = "stablehlo.broadcast_in_dim"(%42) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %44 = "stablehlo.compare"(%0, %43) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
    %45 = "stablehlo.constant"() {value = dense<0x7FF0000000000000> : tensor<f64>} : () -> tensor<f64>
    %46 = "stablehlo.broadcast_in_dim"(%45) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<16xf64>
    %47 = "stablehlo.select"(%44, %46, %41) : (tensor<16xi1>, tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %48 = "stablehlo.select"(%3, %47, %34) : (tensor<16xi1>, tensor<16xf64>, tensor<16xf64>) -> tensor<16xf64>
    %49 = "stablehlo.convert"(%48) : (tensor<16xf64>) -> tensor<16xf32>
    return %49 : tensor<16xf32>
  }
}
