module {
  func.func @main(%arg0: tensor<1x3x32x32xf32>, %arg1: tensor<8x3x7x7xf32>) -> tensor<1x8x16x16xf32> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.pad"(%arg0, %0) {edge_padding_high = array<i64: 0, 0, 3, 3>, edge_padding_low = array<i64: 0, 0, 3, 3>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<1x3x32x32xf32>, tensor<f32>) -> tensor<1x3x38x38xf32>
    %2 = "stablehlo.reshape"(%arg1) : (tensor<8x3x7x7xf32>) -> tensor<1x8x147xf32>
    %3 = "stablehlo.constant"() {value = dense<[7, 7, 1, 1, 2, 2, 1, 0]> : tensor<8xi64>} : () -> tensor<8xi64>
    %4 = "stablehlo.custom_call"(%1, %2, %3) {api_version = 4 : i32, call_target_name = "torchtpu_conv2d", operand_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<1x3x38x38xf32>, tensor<1x8x147xf32>, tensor<8xi64>) -> tensor<1x8x304xf32>
    %5 = "stablehlo.reshape"(%4) : (tensor<1x8x304xf32>) -> tensor<1x8x16x19xf32>
    %6 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 8, 16, 16>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x8x16x19xf32>) -> tensor<1x8x16x16xf32>
    return %6 : tensor<1x8x16x16xf32>
  }
}
