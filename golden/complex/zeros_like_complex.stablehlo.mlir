module {
  func.func @main(%arg0: tensor<2x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>> {
    %0 = "stablehlo.constant"() {value = dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>} : () -> tensor<complex<f32>>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<complex<f32>>) -> tensor<2x3xcomplex<f32>>
    return %1 : tensor<2x3xcomplex<f32>>
  }
}
