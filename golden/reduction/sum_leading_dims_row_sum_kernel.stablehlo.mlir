module {
  func.func @main(%arg0: tensor<4x128x96xf32>) -> tensor<1x1x96xf32> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<4x128x96xf32>) -> tensor<512x96xf32>
    %1 = "stablehlo.reshape"(%0) : (tensor<512x96xf32>) -> tensor<1x512x96xf32>
    %2 = "stablehlo.custom_call"(%1) {api_version = 4 : i32, call_target_name = "torchtpu_sum_rows", operand_layouts = [dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<1x512x96xf32>) -> tensor<96xf32>
    %3 = "stablehlo.reshape"(%2) : (tensor<96xf32>) -> tensor<1x1x96xf32>
    return %3 : tensor<1x1x96xf32>
  }
}
