module {
  func.func @main(%arg0: tensor<2x3x32x32xf32>, %arg1: tensor<16x3x3x3xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16x1x3x3xf32>, %arg5: tensor<32x16x1x1xf32>) -> tensor<2x32x1x1xf32> {
    %0 = "stablehlo.constant"() {value = dense<[2, 1, 2, 2, 2, 1, 1, 1, 1, 4]> : tensor<10xi64>} : () -> tensor<10xi64>
    %1 = "stablehlo.custom_call"(%arg0, %arg1, %0) {api_version = 4 : i32, call_target_name = "torchtpu_aten_conv", operand_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>]} : (tensor<2x3x32x32xf32>, tensor<16x3x3x3xf32>, tensor<10xi64>) -> tensor<2x16x16x16xf32>
    %2 = "stablehlo.transpose"(%1) {permutation = array<i64: 0, 3, 1, 2>} : (tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %3 = "stablehlo.constant"() {value = dense<9.99999974E-6> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16xf32>
    %5 = "stablehlo.add"(%arg3, %4) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %6 = "stablehlo.rsqrt"(%5) : (tensor<16xf32>) -> tensor<16xf32>
    %7 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x16x16x16xf32>
    %8 = "stablehlo.subtract"(%1, %7) : (tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %9 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<2x16x16x16xf32>
    %10 = "stablehlo.multiply"(%8, %9) : (tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %11 = "stablehlo.transpose"(%10) {permutation = array<i64: 0, 3, 1, 2>} : (tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %12 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<0xf32>
    %14 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %15 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<0xf32>
    %16 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x16x16x16xf32>
    %18 = "stablehlo.maximum"(%10, %17) : (tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %19 = "stablehlo.transpose"(%18) {permutation = array<i64: 0, 3, 1, 2>} : (tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %20 = "stablehlo.constant"() {value = dense<[2, 16, 2, 1, 1, 1, 1, 1, 1, 5]> : tensor<10xi64>} : () -> tensor<10xi64>
    %21 = "stablehlo.custom_call"(%18, %arg4, %20) {api_version = 4 : i32, call_target_name = "torchtpu_aten_conv", operand_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>]} : (tensor<2x16x16x16xf32>, tensor<16x1x3x3xf32>, tensor<10xi64>) -> tensor<2x16x16x16xf32>
    %22 = "stablehlo.transpose"(%21) {permutation = array<i64: 0, 3, 1, 2>} : (tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %23 = "stablehlo.add"(%21, %18) : (tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %24 = "stablehlo.transpose"(%23) {permutation = array<i64: 0, 3, 1, 2>} : (tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %25 = "stablehlo.reshape"(%23) : (tensor<2x16x16x16xf32>) -> tensor<1x512x16xf32>
    %26 = "stablehlo.reshape"(%arg5) : (tensor<32x16x1x1xf32>) -> tensor<1x32x16xf32>
    %27 = "stablehlo.custom_call"(%25, %26) {api_version = 4 : i32, call_target_name = "torchtpu_gemm_nt", operand_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<1x512x16xf32>, tensor<1x32x16xf32>) -> tensor<1x512x32xf32>
    %28 = "stablehlo.reshape"(%27) : (tensor<1x512x32xf32>) -> tensor<2x16x16x32xf32>
    %29 = "stablehlo.transpose"(%28) {permutation = array<i64: 0, 3, 1, 2>} : (tensor<2x16x16x32xf32>) -> tensor<2x32x16x16xf32>
    %30 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %31 = "stablehlo.reduce_window"(%28, %30) ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %41 = "stablehlo.maximum"(%arg6, %arg7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %42 = "stablehlo.compare"(%arg6, %arg6) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %43 = "stablehlo.select"(%42, %arg6, %41) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %44 = "stablehlo.compare"(%arg7, %arg7) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %45 = "stablehlo.select"(%44, %arg7, %43) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%45) : (tensor<f32>) -> ()
    }) {padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>} : (tensor<2x16x16x32xf32>, tensor<f32>) -> tensor<2x8x8x32xf32>
    %32 = "stablehlo.transpose"(%31) {permutation = array<i64: 0, 3, 1, 2>} : (tensor<2x8x8x32xf32>) -> tensor<2x32x8x8xf32>
    %33 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %34 = "stablehlo.broadcast_in_dim"(%33) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2x32x8x8xi64>
    %35 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %36 = "stablehlo.reduce"(%31, %35) ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %41 = "stablehlo.add"(%arg6, %arg7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%41) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x8x8x32xf32>, tensor<f32>) -> tensor<2x32xf32>
    %37 = "stablehlo.constant"() {value = dense<6.400000e+01> : tensor<f32>} : () -> tensor<f32>
    %38 = "stablehlo.broadcast_in_dim"(%37) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x32xf32>
    %39 = "stablehlo.divide"(%36, %38) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %40 = "stablehlo.reshape"(%39) : (tensor<2x32xf32>) -> tensor<2x32x1x1xf32>
    return %40 : tensor<2x32x1x1xf32>
  }
}
