module {
  func.func @main(%arg0: tensor<3x8xf32>) -> tensor<3x5xcomplex<f32>> {
    %0 = "stablehlo.fft"(%arg0) {fft_length = array<i64: 8>, fft_type = #stablehlo<fft_type RFFT>} : (tensor<3x8xf32>) -> tensor<3x5xcomplex<f32>>
    return %0 : tensor<3x5xcomplex<f32>>
  }
}
