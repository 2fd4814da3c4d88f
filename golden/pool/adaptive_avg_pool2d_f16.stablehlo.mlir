module {
  func.func @main(%arg0: tensor<1x2x4x4xf16>) -> tensor<1x2x2x2xf16> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<1x2x4x4xf16>) -> tensor<1x2x4x4xf32>
    %1 = "stablehlo.reshape"(%0) : (tensor<1x2x4x4xf32>) -> tensor<1x2x2x2x2x2xf32>
    %2 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.reduce"(%1, %2) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %8 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%8) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3, 5>} : (tensor<1x2x2x2x2x2xf32>, tensor<f32>) -> tensor<1x2x2x2xf32>
    %4 = "stablehlo.constant"() {value = dense<4.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x2x2x2xf32>
    %6 = "stablehlo.divide"(%3, %5) : (tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    %7 = "stablehlo.convert"(%6) : (tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf16>
    return %7 : tensor<1x2x2x2xf16>
  }
}
