module {
  func.func @main(%arg0: tensor<2xi64>) -> tensor<3x4xf32> {
    %0 = "stablehlo.constant"() {value = dense<[0, 7904684997375370646]> : tensor<2xi64>} : () -> tensor<2xi64>
    %1 = "stablehlo.xor"(%arg0, %0) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %2 = "stablehlo.bitcast_convert"(%1) : (tensor<2xi64>) -> tensor<2xui64>
    %3:2 = "stablehlo.rng_bit_generator"(%2) {rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3x4xui32>)
    %4 = "stablehlo.constant"() {value = dense<9> : tensor<ui32>} : () -> tensor<ui32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<3x4xui32>
    %6 = "stablehlo.shift_right_logical"(%3#1, %5) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %7 = "stablehlo.constant"() {value = dense<1065353216> : tensor<ui32>} : () -> tensor<ui32>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<3x4xui32>
    %9 = "stablehlo.or"(%6, %8) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %10 = "stablehlo.bitcast_convert"(%9) : (tensor<3x4xui32>) -> tensor<3x4xf32>
    %11 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %13 = "stablehlo.subtract"(%10, %12) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    return %13 : tensor<3x4xf32>
  }
}
