module {
  func.func @main(%arg0: tensor<2x32x4x16xf32>, %arg1: tensor<2x32x4x16xf32>, %arg2: tensor<2x32x4x16xf32>) -> (tensor<2x32x4x16xf32>, tensor<2x4x32xf32>) {
    %0 = "stablehlo.transpose"(%arg0) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<2x32x4x16xf32>) -> tensor<2x4x32x16xf32>
    %1 = "stablehlo.transpose"(%arg1) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<2x32x4x16xf32>) -> tensor<2x4x32x16xf32>
    %2 = "stablehlo.transpose"(%arg2) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<2x32x4x16xf32>) -> tensor<2x4x32x16xf32>
    %3 = "stablehlo.transpose"(%0) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<2x4x32x16xf32>) -> tensor<2x32x4x16xf32>
    %4 = "stablehlo.transpose"(%1) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<2x4x32x16xf32>) -> tensor<2x32x4x16xf32>
    %5 = "stablehlo.transpose"(%2) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<2x4x32x16xf32>) -> tensor<2x32x4x16xf32>
    %6 = "stablehlo.constant"() {value = dense<[2, 0, 0, 0, 0, 0, 1]> : tensor<7xi64>} : () -> tensor<7xi64>
    %7:2 = "stablehlo.custom_call"(%3, %4, %5, %6) {api_version = 4 : i32, call_target_name = "torchtpu_aten_attention", operand_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>, tensor<7xi64>) -> (tensor<2x32x4x16xf32>, tensor<2x32x4xf32>)
    %8 = "stablehlo.transpose"(%7#0) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<2x32x4x16xf32>) -> tensor<2x4x32x16xf32>
    %9 = "stablehlo.transpose"(%7#1) {permutation = array<i64: 0, 2, 1>} : (tensor<2x32x4xf32>) -> tensor<2x4x32xf32>
    %10 = "stablehlo.transpose"(%8) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<2x4x32x16xf32>) -> tensor<2x32x4x16xf32>
    return %10, %9 : tensor<2x32x4x16xf32>, tensor<2x4x32xf32>
  }
}
