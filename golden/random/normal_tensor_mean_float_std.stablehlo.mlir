module {
  func.func @main(%arg0: tensor<5xf64>, %arg1: tensor<2xi64>) -> tensor<5xf64> {
    %0 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<5xf64>
    %2 = "stablehlo.constant"() {value = dense<[0, 6991063326977151602]> : tensor<2xi64>} : () -> tensor<2xi64>
    %3 = "stablehlo.xor"(%arg1, %2) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %4 = "stablehlo.bitcast_convert"(%3) : (tensor<2xi64>) -> tensor<2xui64>
    %5:2 = "stablehlo.rng_bit_generator"(%4) {rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x5xui64>)
    %6 = "stablehlo.constant"() {value = dense<12> : tensor<ui64>} : () -> tensor<ui64>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64>} : (tensor<ui64>) -> tensor<2x5xui64>
    %8 = "stablehlo.shift_right_logical"(%5#1, %7) : (tensor<2x5xui64>, tensor<2x5xui64>) -> tensor<2x5xui64>
    %9 = "stablehlo.constant"() {value = dense<4607182418800017408> : tensor<ui64>} : () -> tensor<ui64>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<ui64>) -> tensor<2x5xui64>
    %11 = "stablehlo.or"(%8, %10) : (tensor<2x5xui64>, tensor<2x5xui64>) -> tensor<2x5xui64>
    %12 = "stablehlo.bitcast_convert"(%11) : (tensor<2x5xui64>) -> tensor<2x5xf64>
    %13 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x5xf64>
    %15 = "stablehlo.subtract"(%12, %14) : (tensor<2x5xf64>, tensor<2x5xf64>) -> tensor<2x5xf64>
    %16 = "stablehlo.slice"(%15) {limit_indices = array<i64: 1, 5>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<2x5xf64>) -> tensor<1x5xf64>
    %17 = "stablehlo.reshape"(%16) : (tensor<1x5xf64>) -> tensor<5xf64>
    %18 = "stablehlo.slice"(%15) {limit_indices = array<i64: 2, 5>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>} : (tensor<2x5xf64>) -> tensor<1x5xf64>
    %19 = "stablehlo.reshape"(%18) : (tensor<1x5xf64>) -> tensor<5xf64>
    %20 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<5xf64>
    %22 = "stablehlo.constant"() {value = dense<-2.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %23 = "stablehlo.broadcast_in_dim"(%22) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<5xf64>
    %24 = "stablehlo.subtract"(%21, %17) : (tensor<5xf64>, tensor<5xf64>) -> tensor<5xf64>
    %25 = "stablehlo.log"(%24) : (tensor<5xf64>) -> tensor<5xf64>
    %26 = "stablehlo.multiply"(%23, %25) : (tensor<5xf64>, tensor<5xf64>) -> tensor<5xf64>
    %27 = "stablehlo.sqrt"(%26) : (tensor<5xf64>) -> tensor<5xf64>
    %28 = "stablehlo.constant"() {value = dense<6.2831853071795862> : tensor<f64>} : () -> tensor<f64>
    %29 = "stablehlo.broadcast_in_dim"(%28) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<5xf64>
    %30 = "stablehlo.multiply"(%29, %19) : (tensor<5xf64>, tensor<5xf64>) -> tensor<5xf64>
    %31 = "stablehlo.cosine"(%30) : (tensor<5xf64>) -> tensor<5xf64>
    %32 = "stablehlo.multiply"(%27, %31) : (tensor<5xf64>, tensor<5xf64>) -> tensor<5xf64>
    %33 = "stablehlo.multiply"(%1, %32) : (tensor<5xf64>, tensor<5xf64>) -> tensor<5xf64>
    %34 = "stablehlo.add"(%arg0, %33) : (tensor<5xf64>, tensor<5xf64>) -> tensor<5xf64>
    return %34 : tensor<5xf64>
  }
}
