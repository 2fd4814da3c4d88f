module {
  func.func @main(%arg0: tensor<3x1xf32>, %arg1: tensor<4xf32>, %arg2: tensor<2xi64>) -> (tensor<3x4xf32>, tensor<1xi1>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<3x1xf32>) -> tensor<3xf32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3x4xf32>
    %2 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<3x4xf32>
    %3 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %5 = "stablehlo.compare"(%2, %4) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %6 = "stablehlo.not"(%5) : (tensor<3x4xi1>) -> tensor<3x4xi1>
    %7 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %8 = "stablehlo.reduce"(%6, %7) ({
    ^bb0(%arg3: tensor<i1>, %arg4: tensor<i1>):
      %43 = "stablehlo.or"(%arg3, %arg4) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%43) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<3x4xi1>, tensor<i1>) -> tensor<i1>
    %9 = "stablehlo.constant"() {value = dense<[0, 6991063326977151602]> : tensor<2xi64>} : () -> tensor<2xi64>
    %10 = "stablehlo.xor"(%arg2, %9) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %11 = "stablehlo.bitcast_convert"(%10) : (tensor<2xi64>) -> tensor<2xui64>
    %12:2 = "stablehlo.rng_bit_generator"(%11) {rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x12xui32>)
    %13 = "stablehlo.constant"() {value = dense<9> : tensor<ui32>} : () -> tensor<ui32>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2x12xui32>
    %15 = "stablehlo.shift_right_logical"(%12#1, %14) : (tensor<2x12xui32>, tensor<2x12xui32>) -> tensor<2x12xui32>
    %16 = "stablehlo.constant"() {value = dense<1065353216> : tensor<ui32>} : () -> tensor<ui32>
    %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2x12xui32>
    %18 = "stablehlo.or"(%15, %17) : (tensor<2x12xui32>, tensor<2x12xui32>) -> tensor<2x12xui32>
    %19 = "stablehlo.bitcast_convert"(%18) : (tensor<2x12xui32>) -> tensor<2x12xf32>
    %20 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x12xf32>
    %22 = "stablehlo.subtract"(%19, %21) : (tensor<2x12xf32>, tensor<2x12xf32>) -> tensor<2x12xf32>
    %23 = "stablehlo.slice"(%22) {limit_indices = array<i64: 1, 12>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<2x12xf32>) -> tensor<1x12xf32>
    %24 = "stablehlo.reshape"(%23) : (tensor<1x12xf32>) -> tensor<3x4xf32>
    %25 = "stablehlo.slice"(%22) {limit_indices = array<i64: 2, 12>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>} : (tensor<2x12xf32>) -> tensor<1x12xf32>
    %26 = "stablehlo.reshape"(%25) : (tensor<1x12xf32>) -> tensor<3x4xf32>
    %27 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %28 = "stablehlo.broadcast_in_dim"(%27) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %29 = "stablehlo.constant"() {value = dense<-2.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %30 = "stablehlo.broadcast_in_dim"(%29) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %31 = "stablehlo.subtract"(%28, %24) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %32 = "stablehlo.log"(%31) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %33 = "stablehlo.multiply"(%30, %32) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %34 = "stablehlo.sqrt"(%33) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %35 = "stablehlo.constant"() {value = dense<6.28318548> : tensor<f32>} : () -> tensor<f32>
    %36 = "stablehlo.broadcast_in_dim"(%35) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %37 = "stablehlo.multiply"(%36, %26) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %38 = "stablehlo.cosine"(%37) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %39 = "stablehlo.multiply"(%34, %38) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %40 = "stablehlo.multiply"(%2, %39) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %41 = "stablehlo.add"(%1, %40) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %42 = "stablehlo.reshape"(%8) : (tensor<i1>) -> tensor<1xi1>
    return %41, %42 : tensor<3x4xf32>, tensor<1xi1>
  }
}
