module {
  func.func @main(%arg0: tensor<6x3x5xf32>) -> tensor<4x3x5xcomplex<f32>> {
    %0 = "stablehlo.transpose"(%arg0) {permutation = array<i64: 1, 2, 0>} : (tensor<6x3x5xf32>) -> tensor<3x5x6xf32>
    %1 = "stablehlo.fft"(%0) {fft_length = array<i64: 5, 6>, fft_type = #stablehlo<fft_type RFFT>} : (tensor<3x5x6xf32>) -> tensor<3x5x4xcomplex<f32>>
    %2 = "stablehlo.transpose"(%1) {permutation = array<i64: 2, 0, 1>} : (tensor<3x5x4xcomplex<f32>>) -> tensor<4x3x5xcomplex<f32>>
    %3 = "stablehlo.constant"() {value = dense<(0.182574183,0.000000e+00)> : tensor<complex<f32>>} : () -> tensor<complex<f32>>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<complex<f32>>) -> tensor<4x3x5xcomplex<f32>>
    %5 = "stablehlo.multiply"(%2, %4) : (tensor<4x3x5xcomplex<f32>>, tensor<4x3x5xcomplex<f32>>) -> tensor<4x3x5xcomplex<f32>>
    return %5 : tensor<4x3x5xcomplex<f32>>
  }
}
