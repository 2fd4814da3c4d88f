module {
  func.func @main(%arg0: tensor<2x3x4x5xcomplex<f64>>) -> tensor<2x3x4x5xcomplex<f64>> {
    %0 = "stablehlo.transpose"(%arg0) {permutation = array<i64: 3, 0, 1, 2>} : (tensor<2x3x4x5xcomplex<f64>>) -> tensor<5x2x3x4xcomplex<f64>>
    %1 = "stablehlo.fft"(%0) {fft_length = array<i64: 2, 3, 4>, fft_type = #stablehlo<fft_type FFT>} : (tensor<5x2x3x4xcomplex<f64>>) -> tensor<5x2x3x4xcomplex<f64>>
    %2 = "stablehlo.transpose"(%1) {permutation = array<i64: 1, 2, 3, 0>} : (tensor<5x2x3x4xcomplex<f64>>) -> tensor<2x3x4x5xcomplex<f64>>
    %3 = "stablehlo.fft"(%2) {fft_length = array<i64: 5>, fft_type = #stablehlo<fft_type FFT>} : (tensor<2x3x4x5xcomplex<f64>>) -> tensor<2x3x4x5xcomplex<f64>>
    %4 = "stablehlo.constant"() {value = dense<(0.0083333333333333332,0.000000e+00)> : tensor<complex<f64>>} : () -> tensor<complex<f64>>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<complex<f64>>) -> tensor<2x3x4x5xcomplex<f64>>
    %6 = "stablehlo.multiply"(%3, %5) : (tensor<2x3x4x5xcomplex<f64>>, tensor<2x3x4x5xcomplex<f64>>) -> tensor<2x3x4x5xcomplex<f64>>
    return %6 : tensor<2x3x4x5xcomplex<f64>>
  }
}
