module {
  func.func @main(%arg0: tensor<3x4xf32>) -> tensor<3x4xf64> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<3x4xf64>
    return %1 : tensor<3x4xf64>
  }
}
