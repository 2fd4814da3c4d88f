module {
  func.func @main(%arg0: tensor<4x16x16x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16xf32>) -> (tensor<4x16x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) {
    %0 = "stablehlo.constant"() {value = dense<[2, 4532020583610935537, 1, 1, 4591870180066957722, 0]> : tensor<6xi64>} : () -> tensor<6xi64>
    %1:5 = "stablehlo.custom_call"(%arg0, %arg1, %arg2, %arg3, %arg4, %0) {api_version = 4 : i32, call_target_name = "torchtpu_aten_batch_norm", operand_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>]} : (tensor<4x16x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<6xi64>) -> (tensor<4x16x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>)
    return %1#0, %1#1, %1#2, %1#3, %1#4 : tensor<4x16x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
  }
}
