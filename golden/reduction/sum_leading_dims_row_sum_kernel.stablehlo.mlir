module {
  func.func @main(%arg0: tensor<4x128x96xf32>) -> tensor<1x1x96xf32> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<4x128x96xf32>) -> tensor<512x96xf32>
    %1 = "stablehlo.custom_call"(%0) {api_version = 4 : i32, call_target_name = "torchtpu_sum_rows", operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<512x96xf32>) -> tensor<96xf32>
    %2 = "stablehlo.reshape"(%1) : (tensor<96xf32>) -> tensor<1x1x96xf32>
    return %2 : tensor<1x1x96xf32>
  }
}
