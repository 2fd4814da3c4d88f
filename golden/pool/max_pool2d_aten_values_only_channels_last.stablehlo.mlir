module {
  func.func @main(%arg0: tensor<2x33x33x16xf32>) -> tensor<2x16x17x17xf32> {
    %0 = "stablehlo.constant"() {value = dense<[2, 0, 3, 3, 2, 2, 1, 1, 1, 1, 1, 1, 0]> : tensor<13xi64>} : () -> tensor<13xi64>
    %1 = "stablehlo.custom_call"(%arg0, %0) {api_version = 4 : i32, call_target_name = "torchtpu_aten_max_pool2d", operand_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>]} : (tensor<2x33x33x16xf32>, tensor<13xi64>) -> tensor<2x17x17x16xf32>
    %2 = "stablehlo.transpose"(%1) {permutation = array<i64: 0, 3, 1, 2>} : (tensor<2x17x17x16xf32>) -> tensor<2x16x17x17xf32>
    %3 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    return %2 : tensor<2x16x17x17xf32>
  }
}
