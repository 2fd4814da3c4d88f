module {
  func.func @main(%arg0: tensor<2x32x4x16xf32>, %arg1: tensor<2x32x4x16xf32>, %arg2: tensor<2x32x4x16xf32>) -> (tensor<2x32x4x16xf32>, tensor<2x4x32xf32>) {
    %0 = "stablehlo.constant"() {value = dense<[2, 0, 0, 0, 0, 0, 1]> : tensor<7xi64>} : () -> tensor<7xi64>
    %1:2 = "stablehlo.custom_call"(%arg0, %arg1, %arg2, %0) {api_version = 4 : i32, call_target_name = "torchtpu_aten_attention", operand_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>, tensor<7xi64>) -> (tensor<2x32x4x16xf32>, tensor<2x32x4xf32>)
    %2 = "stablehlo.transpose"(%1#1) {permutation = array<i64: 0, 2, 1>} : (tensor<2x32x4xf32>) -> tensor<2x4x32xf32>
    return %1#0, %2 : tensor<2x32x4x16xf32>, tensor<2x4x32xf32>
  }
}
