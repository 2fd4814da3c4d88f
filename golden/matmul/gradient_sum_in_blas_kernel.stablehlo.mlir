module {
  func.func @main(%arg0: tensor<64x32xf32>, %arg1: tensor<64x48xf32>, %arg2: tensor<48x32xf32>) -> tensor<64x32xf32> {
    %0 = "stablehlo.reshape"(%arg1) : (tensor<64x48xf32>) -> tensor<1x64x48xf32>
    %1 = "stablehlo.reshape"(%arg2) : (tensor<48x32xf32>) -> tensor<1x48x32xf32>
    %2 = "stablehlo.reshape"(%arg0) : (tensor<64x32xf32>) -> tensor<1x64x32xf32>
    %3 = "stablehlo.custom_call"(%0, %1, %2) {api_version = 4 : i32, call_target_name = "torchtpu_gemm_nn_add", operand_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<1x64x48xf32>, tensor<1x48x32xf32>, tensor<1x64x32xf32>) -> tensor<1x64x32xf32>
    %4 = "stablehlo.reshape"(%3) : (tensor<1x64x32xf32>) -> tensor<64x32xf32>
    return %4 : tensor<64x32xf32>
  }
}
