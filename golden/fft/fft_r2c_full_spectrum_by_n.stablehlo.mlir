module {
  func.func @main(%arg0: tensor<7x2xf64>) -> tensor<7x2xcomplex<f64>> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<7x2xf64>
    %2 = "stablehlo.complex"(%arg0, %1) : (tensor<7x2xf64>, tensor<7x2xf64>) -> tensor<7x2xcomplex<f64>>
    %3 = "stablehlo.transpose"(%2) {permutation = array<i64: 1, 0>} : (tensor<7x2xcomplex<f64>>) -> tensor<2x7xcomplex<f64>>
    %4 = "stablehlo.fft"(%3) {fft_length = array<i64: 7>, fft_type = #stablehlo<fft_type FFT>} : (tensor<2x7xcomplex<f64>>) -> tensor<2x7xcomplex<f64>>
    %5 = "stablehlo.transpose"(%4) {permutation = array<i64: 1, 0>} : (tensor<2x7xcomplex<f64>>) -> tensor<7x2xcomplex<f64>>
    %6 = "stablehlo.constant"() {value = dense<(0.14285714285714285,0.000000e+00)> : tensor<complex<f64>>} : () -> tensor<complex<f64>>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64>} : (tensor<complex<f64>>) -> tensor<7x2xcomplex<f64>>
    %8 = "stablehlo.multiply"(%5, %7) : (tensor<7x2xcomplex<f64>>, tensor<7x2xcomplex<f64>>) -> tensor<7x2xcomplex<f64>>
    return %8 : tensor<7x2xcomplex<f64>>
  }
}
