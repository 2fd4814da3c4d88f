module {
  func.func @main(%arg0: tensor<4x8x3xf16>) -> tensor<3xf16> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<4x8x3xf16>) -> tensor<4x8x3xf32>
    %1 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.reduce"(%0, %1) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %7 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<4x8x3xf32>, tensor<f32>) -> tensor<3xf32>
    %3 = "stablehlo.constant"() {value = dense<3.200000e+01> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %5 = "stablehlo.divide"(%2, %4) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %6 = "stablehlo.convert"(%5) : (tensor<3xf32>) -> tensor<3xf16>
    return %6 : tensor<3xf16>
  }
}
