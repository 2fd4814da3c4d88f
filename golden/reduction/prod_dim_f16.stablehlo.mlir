module {
  func.func @main(%arg0: tensor<3x8xf16>) -> tensor<3xf16> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<3x8xf16>) -> tensor<3x8xf32>
    %1 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.reduce"(%0, %1) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %4 = "stablehlo.multiply"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3x8xf32>, tensor<f32>) -> tensor<3xf32>
    %3 = "stablehlo.convert"(%2) : (tensor<3xf32>) -> tensor<3xf16>
    return %3 : tensor<3xf16>
  }
}
