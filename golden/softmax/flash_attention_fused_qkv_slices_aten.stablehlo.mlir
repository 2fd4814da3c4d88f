module {
  func.func @main(%arg0: tensor<2x32x192xf32>) -> (tensor<2x32x4x16xf32>, tensor<2x4x32xf32>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<2x32x192xf32>) -> tensor<2x32x3x4x16xf32>
    %1 = "stablehlo.slice"(%0) {limit_indices = array<i64: 2, 32, 1, 4, 16>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x32x3x4x16xf32>) -> tensor<2x32x1x4x16xf32>
    %2 = "stablehlo.reshape"(%1) : (tensor<2x32x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %3 = "stablehlo.slice"(%0) {limit_indices = array<i64: 2, 32, 2, 4, 16>, start_indices = array<i64: 0, 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x32x3x4x16xf32>) -> tensor<2x32x1x4x16xf32>
    %4 = "stablehlo.reshape"(%3) : (tensor<2x32x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %5 = "stablehlo.slice"(%0) {limit_indices = array<i64: 2, 32, 3, 4, 16>, start_indices = array<i64: 0, 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x32x3x4x16xf32>) -> tensor<2x32x1x4x16xf32>
    %6 = "stablehlo.reshape"(%5) : (tensor<2x32x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %7 = "stablehlo.constant"() {value = dense<[2, 0, 0, 0, 0, 0, 1]> : tensor<7xi64>} : () -> tensor<7xi64>
    %8:2 = "stablehlo.custom_call"(%2, %4, %6, %7) {api_version = 4 : i32, call_target_name = "torchtpu_aten_attention", operand_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>, tensor<7xi64>) -> (tensor<2x32x4x16xf32>, tensor<2x32x4xf32>)
    %9 = "stablehlo.transpose"(%8#1) {permutation = array<i64: 0, 2, 1>} : (tensor<2x32x4xf32>) -> tensor<2x4x32xf32>
    return %8#0, %9 : tensor<2x32x4x16xf32>, tensor<2x4x32xf32>
  }
}
