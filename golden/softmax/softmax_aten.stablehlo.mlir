module {
  func.func @main(%arg0: tensor<16x32x64xf32>) -> tensor<16x32x64xf32> {
    %0 = "stablehlo.constant"() {value = dense<[2, 0, 2]> : tensor<3xi64>} : () -> tensor<3xi64>
    %1 = "stablehlo.custom_call"(%arg0, %0) {api_version = 4 : i32, call_target_name = "torchtpu_aten_softmax", operand_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<16x32x64xf32>, tensor<3xi64>) -> tensor<16x32x64xf32>
    return %1 : tensor<16x32x64xf32>
  }
}
