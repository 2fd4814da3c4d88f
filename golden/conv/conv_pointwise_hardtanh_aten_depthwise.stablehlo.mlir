module {
  func.func @main(%arg0: tensor<2x16x20x20xf32>, %arg1: tensor<16x1x3x3xf32>, %arg2: tensor<16xf32>) -> tensor<2x16x20x20xf32> {
    %0 = "stablehlo.constant"() {value = dense<[2, 16, 2, 1, 1, 1, 1, 1, 1, 0, 4, 0, 4618441417868443648]> : tensor<13xi64>} : () -> tensor<13xi64>
    %1 = "stablehlo.custom_call"(%arg0, %arg1, %arg2, %0) {api_version = 4 : i32, call_target_name = "torchtpu_aten_conv_pointwise", operand_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>]} : (tensor<2x16x20x20xf32>, tensor<16x1x3x3xf32>, tensor<16xf32>, tensor<13xi64>) -> tensor<2x16x20x20xf32>
    return %1 : tensor<2x16x20x20xf32>
  }
}
