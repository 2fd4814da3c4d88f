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
    %11 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %12 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x16x16x16xf32>
    %14 = "stablehlo.maximum"(%9, %13) : (tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %15 = "stablehlo.reshape"(%arg4) : (tensor<16x1x3x3xf32>) -> tensor<16x3x3x1xf32>
    %16 = "stablehlo.constant"() {value = dense<[2, 16, 2, 1, 1, 1, 1, 1, 1, 13]> : tensor<10xi64>} : () -> tensor<10xi64>
    %17 = "stablehlo.custom_call"(%14, %15, %16) {api_version = 4 : i32, call_target_name = "torchtpu_aten_conv", operand_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>]} : (tensor<2x16x16x16xf32>, tensor<16x3x3x1xf32>, tensor<10xi64>) -> tensor<2x16x16x16xf32>
    %18 = "stablehlo.add"(%17, %14) : (tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %19 = "stablehlo.reshape"(%18) : (tensor<2x16x16x16xf32>) -> tensor<1x512x16xf32>
    %20 = "stablehlo.reshape"(%arg5) : (tensor<32x16x1x1xf32>) -> tensor<1x32x16xf32>
    %21 = "stablehlo.custom_call"(%19, %20) {api_version = 4 : i32, call_target_name = "torchtpu_gemm_nt", operand_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<1x512x16xf32>, tensor<1x32x16xf32>) -> tensor<1x512x32xf32>
    %22 = "stablehlo.reshape"(%21) : (tensor<1x512x32xf32>) -> tensor<2x16x16x32xf32>
    %23 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %24 = "stablehlo.reduce_window"(%22, %23) ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %32 = "stablehlo.maximum"(%arg6, %arg7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %33 = "stablehlo.compare"(%arg6, %arg6) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %34 = "stablehlo.select"(%33, %arg6, %32) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %35 = "stablehlo.compare"(%arg7, %arg7) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %36 = "stablehlo.select"(%35, %arg7, %34) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%36) : (tensor<f32>) -> ()
    }) {padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>} : (tensor<2x16x16x32xf32>, tensor<f32>) -> tensor<2x8x8x32xf32>
    %25 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %26 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %27 = "stablehlo.reduce"(%24, %26) ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %32 = "stablehlo.add"(%arg6, %arg7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%32) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x32xf32>, tensor<f32>) -> tensor<2x32xf32>
    %28 = "stablehlo.constant"() {value = dense<6.400000e+01> : tensor<f32>} : () -> tensor<f32>
    %29 = "stablehlo.broadcast_in_dim"(%28) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x32xf32>
    %30 = "stablehlo.divide"(%27, %29) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %31 = "stablehlo.reshape"(%30) : (tensor<2x32xf32>) -> tensor<2x32x1x1xf32>
    return %31 : tensor<2x32x1x1xf32>
  }
}
