module {
  func.func @main(%arg0: tensor<1x8x16x16xf32>, %arg1: tensor<1x8x16x16xf32>, %arg2: tensor<8x1x7x7xf32>) -> (tensor<8x1x7x7xf32>, tensor<8xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.pad"(%arg1, %1) {edge_padding_high = array<i64: 0, 0, 3, 3>, edge_padding_low = array<i64: 0, 0, 3, 3>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<1x8x16x16xf32>, tensor<f32>) -> tensor<1x8x22x22xf32>
    %3 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.pad"(%arg0, %3) {edge_padding_high = array<i64: 0, 0, 0, 6>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<1x8x16x16xf32>, tensor<f32>) -> tensor<1x8x16x22xf32>
    %5 = "stablehlo.reshape"(%4) : (tensor<1x8x16x22xf32>) -> tensor<1x8x352xf32>
    %6 = "stablehlo.constant"() {value = dense<[7, 7, 1, 1, 1, 1, 8, 0]> : tensor<8xi64>} : () -> tensor<8xi64>
    %7 = "stablehlo.custom_call"(%2, %5, %6) {api_version = 4 : i32, call_target_name = "torchtpu_conv2d_wgrad", operand_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<1x8x22x22xf32>, tensor<1x8x352xf32>, tensor<8xi64>) -> tensor<8x1x49xf32>
    %8 = "stablehlo.reshape"(%7) : (tensor<8x1x49xf32>) -> tensor<8x1x7x7xf32>
    %9 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %10 = "stablehlo.reduce"(%arg0, %9) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %11 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%11) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<1x8x16x16xf32>, tensor<f32>) -> tensor<8xf32>
    return %8, %10 : tensor<8x1x7x7xf32>, tensor<8xf32>
  }
}
