module {
  func.func @main(%arg0: tensor<2x3x2x3xf32>, %arg1: tensor<2x3x4x6xf32>) -> tensor<2x3x4x6xf32> {
    %0 = "stablehlo.broadcast_in_dim"(%arg0) {broadcast_dimensions = array<i64: 0, 1, 2, 4>} : (tensor<2x3x2x3xf32>) -> tensor<2x3x2x2x3x2xf32>
    %1 = "stablehlo.constant"() {value = dense<4.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3x2x2x3x2xf32>
    %3 = "stablehlo.divide"(%0, %2) : (tensor<2x3x2x2x3x2xf32>, tensor<2x3x2x2x3x2xf32>) -> tensor<2x3x2x2x3x2xf32>
    %4 = "stablehlo.reshape"(%3) : (tensor<2x3x2x2x3x2xf32>) -> tensor<2x3x4x6xf32>
    return %4 : tensor<2x3x4x6xf32>
  }
}
