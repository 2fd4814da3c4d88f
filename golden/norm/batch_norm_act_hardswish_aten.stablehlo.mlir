module {
  func.func @main(%arg0: tensor<4x16x16x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16xf32>) -> (tensor<4x16x16x16xf32>, tensor<4x16x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) {
    %0 = "stablehlo.transpose"(%arg0) {permutation = array<i64: 0, 2, 3, 1>} : (tensor<4x16x16x16xf32>) -> tensor<4x16x16x16xf32>
    %1 = "stablehlo.constant"() {value = dense<[2, 4532020583610935537, 1, 1, 4591870180066957722, 3, 0, 0, 1]> : tensor<9xi64>} : () -> tensor<9xi64>
    %2:6 = "stablehlo.custom_call"(%0, %arg1, %arg2, %arg3, %arg4, %1) {api_version = 4 : i32, call_target_name = "torchtpu_aten_batch_norm_act", operand_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>]} : (tensor<4x16x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<9xi64>) -> (tensor<4x16x16x16xf32>, tensor<4x16x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>)
    %3 = "stablehlo.transpose"(%2#0) {permutation = array<i64: 0, 3, 1, 2>} : (tensor<4x16x16x16xf32>) -> tensor<4x16x16x16xf32>
    %4 = "stablehlo.transpose"(%2#1) {permutation = array<i64: 0, 3, 1, 2>} : (tensor<4x16x16x16xf32>) -> tensor<4x16x16x16xf32>
    return %3, %4, %2#2, %2#3, %2#4, %2#5 : tensor<4x16x16x16xf32>, tensor<4x16x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
  }
}
