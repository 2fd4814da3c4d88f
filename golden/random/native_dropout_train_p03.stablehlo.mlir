module {
  func.func @main(%arg0: tensor<4x5xf32>, %arg1: tensor<2xi64>) -> (tensor<4x5xf32>, tensor<4x5xi1>) {
    %0 = "stablehlo.constant"() {value = dense<[0, 1245503257589726874]> : tensor<2xi64>} : () -> tensor<2xi64>
    %1 = "stablehlo.xor"(%arg1, %0) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %2 = "stablehlo.bitcast_convert"(%1) : (tensor<2xi64>) -> tensor<2xui64>
    %3:2 = "stablehlo.rng_bit_generator"(%2) {rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4x5xui32>)
    %4 = "stablehlo.constant"() {value = dense<9> : tensor<ui32>} : () -> tensor<ui32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<4x5xui32>
    %6 = "stablehlo.shift_right_logical"(%3#1, %5) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %7 = "stablehlo.constant"() {value = dense<1065353216> : tensor<ui32>} : () -> tensor<ui32>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<4x5xui32>
    %9 = "stablehlo.or"(%6, %8) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %10 = "stablehlo.bitcast_convert"(%9) : (tensor<4x5xui32>) -> tensor<4x5xf32>
    %11 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x5xf32>
    %13 = "stablehlo.subtract"(%10, %12) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %14 = "stablehlo.constant"() {value = dense<0.699999988> : tensor<f32>} : () -> tensor<f32>
    %15 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x5xf32>
    %16 = "stablehlo.compare"(%13, %15) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %17 = "stablehlo.constant"() {value = dense<1.42857146> : tensor<f32>} : () -> tensor<f32>
    %18 = "stablehlo.broadcast_in_dim"(%17) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x5xf32>
    %19 = "stablehlo.multiply"(%arg0, %18) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %20 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x5xf32>
    %22 = "stablehlo.select"(%16, %19, %21) : (tensor<4x5xi1>, tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    return %22, %16 : tensor<4x5xf32>, tensor<4x5xi1>
  }
}
