module {
  func.func @main(%arg0: tensor<4x16x16x16xf32>, %arg1: tensor<4x16x16x16xf32>, %arg2: tensor<4x16x16x16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16xf32>) -> (tensor<4x16x16x16xf32>, tensor<16xf32>, tensor<16xf32>) {
    %0 = "stablehlo.transpose"(%arg0) {permutation = array<i64: 0, 2, 3, 1>} : (tensor<4x16x16x16xf32>) -> tensor<4x16x16x16xf32>
    %1 = "stablehlo.transpose"(%arg2) {permutation = array<i64: 0, 2, 3, 1>} : (tensor<4x16x16x16xf32>) -> tensor<4x16x16x16xf32>
    %2 = "stablehlo.transpose"(%arg1) {permutation = array<i64: 0, 2, 3, 1>} : (tensor<4x16x16x16xf32>) -> tensor<4x16x16x16xf32>
    %3 = "stablehlo.constant"() {value = dense<[2, 0, 1, 2, 0, 4618441417868443648]> : tensor<6xi64>} : () -> tensor<6xi64>
    %4:3 = "stablehlo.custom_call"(%0, %2, %1, %arg3, %arg4, %arg5, %3) {api_version = 4 : i32, call_target_name = "torchtpu_aten_batch_norm_act_backward", operand_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>]} : (tensor<4x16x16x16xf32>, tensor<4x16x16x16xf32>, tensor<4x16x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<6xi64>) -> (tensor<4x16x16x16xf32>, tensor<16xf32>, tensor<16xf32>)
    %5 = "stablehlo.transpose"(%4#0) {permutation = array<i64: 0, 3, 1, 2>} : (tensor<4x16x16x16xf32>) -> tensor<4x16x16x16xf32>
    return %5, %4#1, %4#2 : tensor<4x16x16x16xf32>, tensor<16xf32>, tensor<16xf32>
  }
}
