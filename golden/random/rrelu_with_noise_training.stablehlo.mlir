module {
  func.func @main(%arg0: tensor<4x5xf32>, %arg1: tensor<4x5xf32>, %arg2: tensor<2xi64>) -> (tensor<4x5xf32>, tensor<4x5xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x5xf32>
    %2 = "stablehlo.constant"() {value = dense<[0, -908190747083659489]> : tensor<2xi64>} : () -> tensor<2xi64>
    %3 = "stablehlo.xor"(%arg2, %2) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %4 = "stablehlo.bitcast_convert"(%3) : (tensor<2xi64>) -> tensor<2xui64>
    %5:2 = "stablehlo.rng_bit_generator"(%4) {rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4x5xui32>)
    %6 = "stablehlo.constant"() {value = dense<9> : tensor<ui32>} : () -> tensor<ui32>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<4x5xui32>
    %8 = "stablehlo.shift_right_logical"(%5#1, %7) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %9 = "stablehlo.constant"() {value = dense<1065353216> : tensor<ui32>} : () -> tensor<ui32>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<4x5xui32>
    %11 = "stablehlo.or"(%8, %10) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %12 = "stablehlo.bitcast_convert"(%11) : (tensor<4x5xui32>) -> tensor<4x5xf32>
    %13 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x5xf32>
    %15 = "stablehlo.subtract"(%12, %14) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %16 = "stablehlo.constant"() {value = dense<2.000000e-01> : tensor<f32>} : () -> tensor<f32>
    %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x5xf32>
    %18 = "stablehlo.multiply"(%15, %17) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %19 = "stablehlo.constant"() {value = dense<1.000000e-01> : tensor<f32>} : () -> tensor<f32>
    %20 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x5xf32>
    %21 = "stablehlo.add"(%18, %20) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %22 = "stablehlo.compare"(%arg0, %1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %23 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %24 = "stablehlo.broadcast_in_dim"(%23) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x5xf32>
    %25 = "stablehlo.select"(%22, %21, %24) : (tensor<4x5xi1>, tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %26 = "stablehlo.multiply"(%arg0, %25) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    return %26, %25 : tensor<4x5xf32>, tensor<4x5xf32>
  }
}
