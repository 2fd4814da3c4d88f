module {
  func.func @main(%arg0: tensor<32xf32>, %arg1: tensor<64x48xf32>, %arg2: tensor<32x48xf32>, %arg3: tensor<2x32x32xf32>) -> tensor<2x32x32xf32> {
    %0 = "stablehlo.reshape"(%arg3) : (tensor<2x32x32xf32>) -> tensor<64x32xf32>
    %1 = "stablehlo.reshape"(%arg1) : (tensor<64x48xf32>) -> tensor<1x64x48xf32>
    %2 = "stablehlo.reshape"(%arg2) : (tensor<32x48xf32>) -> tensor<1x32x48xf32>
    %3 = "stablehlo.reshape"(%0) : (tensor<64x32xf32>) -> tensor<1x64x32xf32>
    %4 = "stablehlo.custom_call"(%1, %2, %arg0, %3) {api_version = 4 : i32, call_target_name = "torchtpu_gemm_nt_bias_add", operand_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<1x64x48xf32>, tensor<1x32x48xf32>, tensor<32xf32>, tensor<1x64x32xf32>) -> tensor<1x64x32xf32>
    %5 = "stablehlo.reshape"(%4) : (tensor<1x64x32xf32>) -> tensor<64x32xf32>
    %6 = "stablehlo.reshape"(%5) : (tensor<64x32xf32>) -> tensor<2x32x32xf32>
    return %6 : tensor<2x32x32xf32>
  }
}
