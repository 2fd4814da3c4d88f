module {
  func.func @main(%arg0: tensor<2xi64>) -> tensor<3x4xf32> {
    %0 = "stablehlo.constant"() {value = dense<[0, 6991063326977151602]> : tensor<2xi64>} : () -> tensor<2xi64>
    %1 = "stablehlo.xor"(%arg0, %0) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %2 = "stablehlo.bitcast_convert"(%1) : (tensor<2xi64>) -> tensor<2xui64>
    %3:2 = "stablehlo.rng_bit_generator"(%2) {rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x12xui32>)
    %4 = "stablehlo.constant"() {value = dense<9> : tensor<ui32>} : () -> tensor<ui32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2x12xui32>
    %6 = "stablehlo.shift_right_logical"(%3#1, %5) : (tensor<2x12xui32>, tensor<2x12xui32>) -> tensor<2x12xui32>
    %7 = "stablehlo.constant"() {value = dense<1065353216> : tensor<ui32>} : () -> tensor<ui32>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2x12xui32>
    %9 = "stablehlo.or"(%6, %8) : (tensor<2x12xui32>, tensor<2x12xui32>) -> tensor<2x12xui32>
    %10 = "stablehlo.bitcast_convert"(%9) : (tensor<2x12xui32>) -> tensor<2x12xf32>
    %11 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x12xf32>
    %13 = "stablehlo.subtract"(%10, %12) : (tensor<2x12xf32>, tensor<2x12xf32>) -> tensor<2x12xf32>
    %14 = "stablehlo.slice"(%13) {limit_indices = array<i64: 1, 12>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<2x12xf32>) -> tensor<1x12xf32>
    %15 = "stablehlo.reshape"(%14) : (tensor<1x12xf32>) -> tensor<3x4xf32>
    %16 = "stablehlo.slice"(%13) {limit_indices = array<i64: 2, 12>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>} : (tensor<2x12xf32>) -> tensor<1x12xf32>
    %17 = "stablehlo.reshape"(%16) : (tensor<1x12xf32>) -> tensor<3x4xf32>
    %18 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %19 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %20 = "stablehlo.constant"() {value = dense<-2.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %22 = "stablehlo.subtract"(%19, %15) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %23 = "stablehlo.log"(%22) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %24 = "stablehlo.multiply"(%21, %23) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %25 = "stablehlo.sqrt"(%24) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %26 = "stablehlo.constant"() {value = dense<6.28318548> : tensor<f32>} : () -> tensor<f32>
    %27 = "stablehlo.broadcast_in_dim"(%26) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %28 = "stablehlo.multiply"(%27, %17) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %29 = "stablehlo.cosine"(%28) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %30 = "stablehlo.multiply"(%25, %29) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %31 = "stablehlo.constant"() {value = dense<2.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %32 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %33 = "stablehlo.multiply"(%30, %32) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %34 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f32>} : () -> tensor<f32>
    %35 = "stablehlo.broadcast_in_dim"(%34) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %36 = "stablehlo.add"(%33, %35) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    return %36 : tensor<3x4xf32>
  }
}
