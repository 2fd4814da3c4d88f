module {
  func.func @main(%arg0: tensor<8x40x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>) -> (tensor<8x40x64xf32>, tensor<8x40x1xf32>, tensor<8x40x1xf32>) {
    %0 = "stablehlo.constant"() {value = dense<[2, 4532020583610935537, 1, 1, 1]> : tensor<5xi64>} : () -> tensor<5xi64>
    %1:3 = "stablehlo.custom_call"(%arg0, %arg1, %arg2, %0) {api_version = 4 : i32, call_target_name = "torchtpu_aten_layer_norm", operand_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<8x40x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<5xi64>) -> (tensor<8x40x64xf32>, tensor<8x40x1xf32>, tensor<8x40x1xf32>)
    return %1#0, %1#1, %1#2 : tensor<8x40x64xf32>, tensor<8x40x1xf32>, tensor<8x40x1xf32>
  }
}
