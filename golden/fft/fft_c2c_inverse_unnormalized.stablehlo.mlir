module {
  func.func @main(%arg0: tensor<3x6xcomplex<f32>>) -> tensor<3x6xcomplex<f32>> {
    %0 = "stablehlo.fft"(%arg0) {fft_length = array<i64: 6>, fft_type = #stablehlo<fft_type IFFT>} : (tensor<3x6xcomplex<f32>>) -> tensor<3x6xcomplex<f32>>
    %1 = "stablehlo.constant"() {value = dense<(6.000000e+00,0.000000e+00)> : tensor<complex<f32>>} : () -> tensor<complex<f32>>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<complex<f32>>) -> tensor<3x6xcomplex<f32>>
    %3 = "stablehlo.multiply"(%0, %2) : (tensor<3x6xcomplex<f32>>, tensor<3x6xcomplex<f32>>) -> tensor<3x6xcomplex<f32>>
    return %3 : tensor<3x6xcomplex<f32>>
  }
}
