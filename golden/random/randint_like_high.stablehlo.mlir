module {
  func.func @main(%arg0: tensor<2x5xi32>, %arg1: tensor<2xi64>) -> tensor<2x5xi32> {
    %0 = "stablehlo.constant"() {value = dense<[0, 3925488004644091083]> : tensor<2xi64>} : () -> tensor<2xi64>
    %1 = "stablehlo.xor"(%arg1, %0) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %2 = "stablehlo.bitcast_convert"(%1) : (tensor<2xi64>) -> tensor<2xui64>
    %3:2 = "stablehlo.rng_bit_generator"(%2) {rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x5xui64>)
    %4 = "stablehlo.constant"() {value = dense<12> : tensor<ui64>} : () -> tensor<ui64>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<ui64>) -> tensor<2x5xui64>
    %6 = "stablehlo.shift_right_logical"(%3#1, %5) : (tensor<2x5xui64>, tensor<2x5xui64>) -> tensor<2x5xui64>
    %7 = "stablehlo.constant"() {value = dense<4607182418800017408> : tensor<ui64>} : () -> tensor<ui64>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<ui64>) -> tensor<2x5xui64>
    %9 = "stablehlo.or"(%6, %8) : (tensor<2x5xui64>, tensor<2x5xui64>) -> tensor<2x5xui64>
    %10 = "stablehlo.bitcast_convert"(%9) : (tensor<2x5xui64>) -> tensor<2x5xf64>
    %11 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x5xf64>
    %13 = "stablehlo.subtract"(%10, %12) : (tensor<2x5xf64>, tensor<2x5xf64>) -> tensor<2x5xf64>
    %14 = "stablehlo.constant"() {value = dense<9.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %15 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x5xf64>
    %16 = "stablehlo.multiply"(%13, %15) : (tensor<2x5xf64>, tensor<2x5xf64>) -> tensor<2x5xf64>
    %17 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %18 = "stablehlo.broadcast_in_dim"(%17) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x5xf64>
    %19 = "stablehlo.add"(%16, %18) : (tensor<2x5xf64>, tensor<2x5xf64>) -> tensor<2x5xf64>
    %20 = "stablehlo.floor"(%19) : (tensor<2x5xf64>) -> tensor<2x5xf64>
    %21 = "stablehlo.constant"() {value = dense<8.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %22 = "stablehlo.broadcast_in_dim"(%21) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<2x5xf64>
    %23 = "stablehlo.minimum"(%20, %22) : (tensor<2x5xf64>, tensor<2x5xf64>) -> tensor<2x5xf64>
    %24 = "stablehlo.convert"(%23) : (tensor<2x5xf64>) -> tensor<2x5xi32>
    return %24 : tensor<2x5xi32>
  }
}
