module {
  func.func @main(%arg0: tensor<2x16x14x14xf32>, %arg1: tensor<2x16x14x14xf32>, %arg2: tensor<16x1x7x7xf32>) -> (tensor<2x16x14x14xf32>, tensor<16x1x7x7xf32>) {
    %0 = "stablehlo.constant"() {value = dense<[2, 16, 2, 1, 1, 3, 3, 1, 1]> : tensor<9xi64>} : () -> tensor<9xi64>
    %1 = "stablehlo.custom_call"(%arg0, %arg2, %0) {api_version = 4 : i32, call_target_name = "torchtpu_aten_conv_input_grad", operand_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>]} : (tensor<2x16x14x14xf32>, tensor<16x1x7x7xf32>, tensor<9xi64>) -> tensor<2x16x14x14xf32>
    %2 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.pad"(%arg1, %2) {edge_padding_high = array<i64: 0, 0, 3, 3>, edge_padding_low = array<i64: 0, 0, 3, 3>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<2x16x14x14xf32>, tensor<f32>) -> tensor<2x16x20x20xf32>
    %4 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %5 = "stablehlo.pad"(%arg0, %4) {edge_padding_high = array<i64: 0, 0, 0, 6>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<2x16x14x14xf32>, tensor<f32>) -> tensor<2x16x14x20xf32>
    %6 = "stablehlo.reshape"(%5) : (tensor<2x16x14x20xf32>) -> tensor<2x16x280xf32>
    %7 = "stablehlo.constant"() {value = dense<[7, 7, 1, 1, 1, 1, 16, 0]> : tensor<8xi64>} : () -> tensor<8xi64>
    %8 = "stablehlo.custom_call"(%3, %6, %7) {api_version = 4 : i32, call_target_name = "torchtpu_conv2d_wgrad", operand_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<2x16x20x20xf32>, tensor<2x16x280xf32>, tensor<8xi64>) -> tensor<16x1x49xf32>
    %9 = "stablehlo.reshape"(%8) : (tensor<16x1x49xf32>) -> tensor<16x1x7x7xf32>
    %10 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    return %1, %9 : tensor<2x16x14x14xf32>, tensor<16x1x7x7xf32>
  }
}
