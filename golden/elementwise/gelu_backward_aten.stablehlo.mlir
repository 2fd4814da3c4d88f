module {
  func.func @main(%arg0: tensor<64x512xf32>, %arg1: tensor<64x512xf32>) -> tensor<64x512xf32> {
    %0 = "stablehlo.constant"() {value = dense<[2, 0, 0]> : tensor<3xi64>} : () -> tensor<3xi64>
    %1 = "stablehlo.custom_call"(%arg0, %arg1, %0) {api_version = 4 : i32, call_target_name = "torchtpu_aten_gelu_backward", operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<64x512xf32>, tensor<64x512xf32>, tensor<3xi64>) -> tensor<64x512xf32>
    return %1 : tensor<64x512xf32>
  }
}
