module {
  func.func @main(%arg0: tensor<3x3xf32>, %arg1: tensor<2xi64>) -> tensor<3x3xf32> {
    %0 = "stablehlo.constant"() {value = dense<[0, -2685699876755856557]> : tensor<2xi64>} : () -> tensor<2xi64>
    %1 = "stablehlo.xor"(%arg1, %0) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %2 = "stablehlo.bitcast_convert"(%1) : (tensor<2xi64>) -> tensor<2xui64>
    %3:2 = "stablehlo.rng_bit_generator"(%2) {rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3x3xui32>)
    %4 = "stablehlo.constant"() {value = dense<9> : tensor<ui32>} : () -> tensor<ui32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<3x3xui32>
    %6 = "stablehlo.shift_right_logical"(%3#1, %5) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    %7 = "stablehlo.constant"() {value = dense<1065353216> : tensor<ui32>} : () -> tensor<ui32>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<3x3xui32>
    %9 = "stablehlo.or"(%6, %8) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    %10 = "stablehlo.bitcast_convert"(%9) : (tensor<3x3xui32>) -> tensor<3x3xf32>
    %11 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3xf32>
    %13 = "stablehlo.subtract"(%10, %12) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %14 = "stablehlo.constant"() {value = dense<4.000000e-01> : tensor<f32>} : () -> tensor<f32>
    %15 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x3xf32>
    %16 = "stablehlo.compare"(%13, %15) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xi1>
    %17 = "stablehlo.convert"(%16) : (tensor<3x3xi1>) -> tensor<3x3xf32>
    return %17 : tensor<3x3xf32>
  }
}
