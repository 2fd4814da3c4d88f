module {
  func.func @main(%arg0: tensor<2x3x32x32xf32>, %arg1: tensor<16x3x3x3xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16x1x3x3xf32>, %arg5: tensor<32x16x1x1xf32>) -> tensor<2x32x1x1xf32> {
    %0 = "stablehlo.constant"() {value = dense<[2, 1, 2, 2, 2, 1, 1, 1, 1, 4]> : tensor<10xi64>} : () -> tensor<10xi64>
    %1 = "stablehlo.custom_call"(%arg0, %arg1, %0) {api_version = 4 : i32, call_target_name = "torchtpu_aten_conv", operand_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>]} : (tensor<2x3x32x32xf32>, tensor<16x3x3x3xf32>, tensor<10xi64>) -> tensor<2x16x16x16xf32>
    %2 = "stablehlo.constant"() {value = dense<9.99999974E-6> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %4 = "stablehlo.add"(%arg3, %3) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %5 = "stablehlo.rsqrt"(%4) : (tensor<16xf32>) -> tensor<16xf32>
    %6 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x16x16x16xf32>
    %7 = "stablehlo.subtract"(%1, %6) : (tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %8 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x16x16x16xf32>
    %9 = "stablehlo.multiply"(%7, %8) : (tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %10 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %11 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<0xf32>
    %12 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<0xf32>
    %14 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %15 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x16x16x16xf32>
    %16 = "stablehlo.maximum"(%9, %15) : (tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %17 = "stablehlo.reshape"(%arg4) : (tensor<16x1x3x3xf32>) -> tensor<16x3x3x1xf32>
    %18 = "stablehlo.constant"() {value = dense<[2, 16, 2, 1, 1, 1, 1, 1, 1, 13]> : tensor<10xi64>} : () -> tensor<10xi64>
    %19 = "stablehlo.custom_call"(%16, %17, %18) {api_version = 4 : i32, call_target_name = "torchtpu_aten_conv", operand_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>]} : (tensor<2x16x16x16xf32>, tensor<16x3x3x1xf32>, tensor<10xi64>) -> tensor<2x16x16x16xf32>
    %20 = "stablehlo.add"(%19, %16) : (tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %21 = "stablehlo.reshape"(%20) : (tensor<2x16x16x16xf32>) -> tensor<1x512x16xf32>
    %22 = "stablehlo.reshape"(%arg5) : (tensor<32x16x1x1xf32>) -> tensor<1x32x16xf32>
    %23 = "stablehlo.custom_call"(%21, %22) {api_version = 4 : i32, call_target_name = "torchtpu_gemm_nt", operand_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<1x512x16xf32>, tensor<1x32x16xf32>) -> tensor<1x512x32xf32>
    %24 = "stablehlo.reshape"(%23) : (tensor<1x512x32xf32>) -> tensor<2x16x16x32xf32>
    %25 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %26 = "stablehlo.reduce_window"(%24, %25) ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %35 = "stablehlo.maximum"(%arg6, %arg7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %36 = "stablehlo.compare"(%arg6, %arg6) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %37 = "stablehlo.select"(%36, %arg6, %35) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %38 = "stablehlo.compare"(%arg7, %arg7) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %39 = "stablehlo.select"(%38, %arg7, %37) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%39) : (tensor<f32>) -> ()
    }) {padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>} : (tensor<2x16x16x32xf32>, tensor<f32>) -> tensor<2x8x8x32xf32>
    %27 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %28 = "stablehlo.broadcast_in_dim"(%27) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x32x8x8xi64>
    %29 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %30 = "stablehlo.reduce"(%26, %29) ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %35 = "stablehlo.add"(%arg6, %arg7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%35) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x32xf32>, tensor<f32>) -> tensor<2x32xf32>
    %31 = "stablehlo.constant"() {value = dense<6.400000e+01> : tensor<f32>} : () -> tensor<f32>
    %32 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x32xf32>
    %33 = "stablehlo.divide"(%30, %32) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %34 = "stablehlo.reshape"(%33) : (tensor<2x32xf32>) -> tensor<2x32x1x1xf32>
    return %34 : tensor<2x32x1x1xf32>
  }
}
