module {
  func.func @main(%arg0: tensor<2x16x32x32xf32>) -> (tensor<2x16x16x16xf32>, tensor<2x16x16x16xi64>) {
    %0 = "stablehlo.constant"() {value = dense<[2, 0, 3, 3, 2, 2, 1, 1, 1, 1, 0, 0, 1]> : tensor<13xi64>} : () -> tensor<13xi64>
    %1:2 = "stablehlo.custom_call"(%arg0, %0) {api_version = 4 : i32, call_target_name = "torchtpu_aten_max_pool2d", operand_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<[3, 2, 1, 0]> : tensor<4xindex>]} : (tensor<2x16x32x32xf32>, tensor<13xi64>) -> (tensor<2x16x16x16xf32>, tensor<2x16x16x16xi64>)
    return %1#0, %1#1 : tensor<2x16x16x16xf32>, tensor<2x16x16x16xi64>
  }
}
