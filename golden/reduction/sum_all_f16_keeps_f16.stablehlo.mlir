module {
  func.func @main(%arg0: tensor<8x16xf16>) -> tensor<f16> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<8x16xf16>) -> tensor<8x16xf32>
    %1 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.reduce"(%0, %1) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %4 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<8x16xf32>, tensor<f32>) -> tensor<f32>
    %3 = "stablehlo.convert"(%2) : (tensor<f32>) -> tensor<f16>
    return %3 : tensor<f16>
  }
}
