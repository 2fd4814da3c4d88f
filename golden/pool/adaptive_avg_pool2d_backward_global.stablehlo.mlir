module {
  func.func @main(%arg0: tensor<2x3x1x1xf32>, %arg1: tensor<2x3x5x7xf32>) -> tensor<2x3x5x7xf32> {
    %0 = "stablehlo.broadcast_in_dim"(%arg0) {broadcast_dimensions = array<i64: 0, 1, 2, 4>} : (tensor<2x3x1x1xf32>) -> tensor<2x3x1x5x1x7xf32>
    %1 = "stablehlo.constant"() {value = dense<3.500000e+01> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3x1x5x1x7xf32>
    %3 = "stablehlo.divide"(%0, %2) : (tensor<2x3x1x5x1x7xf32>, tensor<2x3x1x5x1x7xf32>) -> tensor<2x3x1x5x1x7xf32>
    %4 = "stablehlo.reshape"(%3) : (tensor<2x3x1x5x1x7xf32>) -> tensor<2x3x5x7xf32>
    return %4 : tensor<2x3x5x7xf32>
  }
}
