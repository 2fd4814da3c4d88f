module {
  func.func @main(%arg0: tensor<2x24x7x7xf32>, %arg1: tensor<2x16x13x13xf32>, %arg2: tensor<24x16x3x3xf32>) -> (tensor<2x16x13x13xf32>, tensor<24x16x3x3xf32>, tensor<24xf32>) {
    %0 = "stablehlo.constant"() {value = dense<[2, 1, 2, 2, 2, 1, 1, 1, 1]> : tensor<9xi64>} : () -> tensor<9xi64>
    %1 = "stablehlo.custom_call"(%arg0, %arg2, %0) {api_version = 4 : i32, call_target_name = "torchtpu_aten_conv_input_grad", operand_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>]} : (tensor<2x24x7x7xf32>, tensor<24x16x3x3xf32>, tensor<9xi64>) -> tensor<2x16x13x13xf32>
    %2 = "stablehlo.constant"() {value = dense<[2, 1, 2, 2, 2, 1, 1, 1, 1]> : tensor<9xi64>} : () -> tensor<9xi64>
    %3 = "stablehlo.custom_call"(%arg0, %arg1, %2) {api_version = 4 : i32, call_target_name = "torchtpu_aten_conv_weight_grad", operand_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>]} : (tensor<2x24x7x7xf32>, tensor<2x16x13x13xf32>, tensor<9xi64>) -> tensor<24x16x3x3xf32>
    %4 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %5 = "stablehlo.reduce"(%arg0, %4) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %6 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%6) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<2x24x7x7xf32>, tensor<f32>) -> tensor<24xf32>
    return %1, %3, %5 : tensor<2x16x13x13xf32>, tensor<24x16x3x3xf32>, tensor<24xf32>
  }
}
