module {
  func.func @main(%arg0: tensor<8x14x14x96xf32>) -> tensor<8x96x1x1xf32> {
    %0 = "stablehlo.constant"() {value = dense<[2, 0, 1, 6]> : tensor<4xi64>} : () -> tensor<4xi64>
    %1 = "stablehlo.custom_call"(%arg0, %0) {api_version = 4 : i32, call_target_name = "torchtpu_aten_reduce", operand_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<8x14x14x96xf32>, tensor<4xi64>) -> tensor<8x96xf32>
    %2 = "stablehlo.reshape"(%1) : (tensor<8x96xf32>) -> tensor<8x96x1x1xf32>
    return %2 : tensor<8x96x1x1xf32>
  }
}
