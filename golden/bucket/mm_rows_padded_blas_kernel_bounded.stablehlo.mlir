module {
  func.func @main(%arg0: tensor<8x64xf32>, %arg1: tensor<64x96xf32>, %arg2: tensor<i64>) -> tensor<8x96xf32> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<8x64xf32>) -> tensor<1x8x64xf32>
    %1 = "stablehlo.reshape"(%arg1) : (tensor<64x96xf32>) -> tensor<1x64x96xf32>
    %2 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1xi64>
    %4 = "stablehlo.reshape"(%arg2) : (tensor<i64>) -> tensor<1xi64>
    %5 = "stablehlo.constant"() {value = dense<96> : tensor<i64>} : () -> tensor<i64>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1xi64>
    %7 = "stablehlo.concatenate"(%3, %4, %6) {dimension = 0 : i64} : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<3xi64>
    %8 = "stablehlo.custom_call"(%0, %1, %7) {api_version = 4 : i32, call_target_name = "torchtpu_gemm_nn", operand_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<1x8x64xf32>, tensor<1x64x96xf32>, tensor<3xi64>) -> tensor<1x8x96xf32>
    %9 = "stablehlo.reshape"(%8) : (tensor<1x8x96xf32>) -> tensor<8x96xf32>
    return %9 : tensor<8x96xf32>
  }
}
