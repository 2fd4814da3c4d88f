module {
  func.func @main(%arg0: tensor<2x3xf32>, %arg1: tensor<2xi64>) -> (tensor<2x3xf32>, tensor<1xi1>) {
    %0 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3xf32>
    %2 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3xf32>
    %4 = "stablehlo.compare"(%arg0, %3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %5 = "stablehlo.not"(%4) : (tensor<2x3xi1>) -> tensor<2x3xi1>
    %6 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %7 = "stablehlo.reduce"(%5, %6) ({
    ^bb0(%arg2: tensor<i1>, %arg3: tensor<i1>):
      %42 = "stablehlo.or"(%arg2, %arg3) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%42) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<2x3xi1>, tensor<i1>) -> tensor<i1>
    %8 = "stablehlo.constant"() {value = dense<[0, 6991063326977151602]> : tensor<2xi64>} : () -> tensor<2xi64>
    %9 = "stablehlo.xor"(%arg1, %8) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %10 = "stablehlo.bitcast_convert"(%9) : (tensor<2xi64>) -> tensor<2xui64>
    %11:2 = "stablehlo.rng_bit_generator"(%10) {rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x6xui32>)
    %12 = "stablehlo.constant"() {value = dense<9> : tensor<ui32>} : () -> tensor<ui32>
    %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2x6xui32>
    %14 = "stablehlo.shift_right_logical"(%11#1, %13) : (tensor<2x6xui32>, tensor<2x6xui32>) -> tensor<2x6xui32>
    %15 = "stablehlo.constant"() {value = dense<1065353216> : tensor<ui32>} : () -> tensor<ui32>
    %16 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64>} : (tensor<ui32>) -> tensor<2x6xui32>
    %17 = "stablehlo.or"(%14, %16) : (tensor<2x6xui32>, tensor<2x6xui32>) -> tensor<2x6xui32>
    %18 = "stablehlo.bitcast_convert"(%17) : (tensor<2x6xui32>) -> tensor<2x6xf32>
    %19 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %20 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x6xf32>
    %21 = "stablehlo.subtract"(%18, %20) : (tensor<2x6xf32>, tensor<2x6xf32>) -> tensor<2x6xf32>
    %22 = "stablehlo.slice"(%21) {limit_indices = array<i64: 1, 6>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<2x6xf32>) -> tensor<1x6xf32>
    %23 = "stablehlo.reshape"(%22) : (tensor<1x6xf32>) -> tensor<2x3xf32>
    %24 = "stablehlo.slice"(%21) {limit_indices = array<i64: 2, 6>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>} : (tensor<2x6xf32>) -> tensor<1x6xf32>
    %25 = "stablehlo.reshape"(%24) : (tensor<1x6xf32>) -> tensor<2x3xf32>
    %26 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %27 = "stablehlo.broadcast_in_dim"(%26) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3xf32>
    %28 = "stablehlo.constant"() {value = dense<-2.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %29 = "stablehlo.broadcast_in_dim"(%28) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3xf32>
    %30 = "stablehlo.subtract"(%27, %23) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %31 = "stablehlo.log"(%30) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %32 = "stablehlo.multiply"(%29, %31) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %33 = "stablehlo.sqrt"(%32) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %34 = "stablehlo.constant"() {value = dense<6.28318548> : tensor<f32>} : () -> tensor<f32>
    %35 = "stablehlo.broadcast_in_dim"(%34) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3xf32>
    %36 = "stablehlo.multiply"(%35, %25) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %37 = "stablehlo.cosine"(%36) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %38 = "stablehlo.multiply"(%33, %37) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %39 = "stablehlo.multiply"(%arg0, %38) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %40 = "stablehlo.add"(%1, %39) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %41 = "stablehlo.reshape"(%7) : (tensor<i1>) -> tensor<1xi1>
    return %40, %41 : tensor<2x3xf32>, tensor<1xi1>
  }
}
