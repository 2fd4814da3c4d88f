module {
  func.func @main(%arg0: tensor<5xf64>, %arg1: tensor<2xi64>) -> tensor<5xf64> {
    %0 = "stablehlo.constant"() {value = dense<[0, -6145253808672301464]> : tensor<2xi64>} : () -> tensor<2xi64>
    %1 = "stablehlo.xor"(%arg1, %0) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %2 = "stablehlo.bitcast_convert"(%1) : (tensor<2xi64>) -> tensor<2xui64>
    %3:2 = "stablehlo.rng_bit_generator"(%2) {rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<5xui64>)
    %4 = "stablehlo.constant"() {value = dense<12> : tensor<ui64>} : () -> tensor<ui64>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<ui64>) -> tensor<5xui64>
    %6 = "stablehlo.shift_right_logical"(%3#1, %5) : (tensor<5xui64>, tensor<5xui64>) -> tensor<5xui64>
    %7 = "stablehlo.constant"() {value = dense<4607182418800017408> : tensor<ui64>} : () -> tensor<ui64>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<ui64>) -> tensor<5xui64>
    %9 = "stablehlo.or"(%6, %8) : (tensor<5xui64>, tensor<5xui64>) -> tensor<5xui64>
    %10 = "stablehlo.bitcast_convert"(%9) : (tensor<5xui64>) -> tensor<5xf64>
    %11 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<5xf64>
    %13 = "stablehlo.subtract"(%10, %12) : (tensor<5xf64>, tensor<5xf64>) -> tensor<5xf64>
    return %13 : tensor<5xf64>
  }
}
