module {
  func.func @main(%arg0: tensor<8x64x4x4xf32>, %arg1: tensor<8x64x4x4xf32>, %arg2: tensor<64x64x1x1xf32>) -> tensor<64x64x1x1xf32> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.reshape"(%arg1) : (tensor<8x64x4x4xf32>) -> tensor<8x64x16xf32>
    %3 = "stablehlo.transpose"(%2) {permutation = array<i64: 0, 2, 1>} : (tensor<8x64x16xf32>) -> tensor<8x16x64xf32>
    %4 = "stablehlo.reshape"(%3) : (tensor<8x16x64xf32>) -> tensor<1x128x64xf32>
    %5 = "stablehlo.reshape"(%arg0) : (tensor<8x64x4x4xf32>) -> tensor<8x64x16xf32>
    %6 = "stablehlo.transpose"(%5) {permutation = array<i64: 0, 2, 1>} : (tensor<8x64x16xf32>) -> tensor<8x16x64xf32>
    %7 = "stablehlo.reshape"(%6) : (tensor<8x16x64xf32>) -> tensor<1x128x64xf32>
    %8 = "stablehlo.custom_call"(%7, %4) {api_version = 4 : i32, call_target_name = "torchtpu_gemm_tn", operand_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<1x128x64xf32>, tensor<1x128x64xf32>) -> tensor<1x64x64xf32>
    %9 = "stablehlo.reshape"(%8) : (tensor<1x64x64xf32>) -> tensor<64x64x1x1xf32>
    %10 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    return %9 : tensor<64x64x1x1xf32>
  }
}
