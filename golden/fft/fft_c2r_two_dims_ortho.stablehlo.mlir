module {
  func.func @main(%arg0: tensor<5x4xcomplex<f32>>) -> tensor<5x6xf32> {
    %0 = "stablehlo.fft"(%arg0) {fft_length = array<i64: 5, 6>, fft_type = #stablehlo<fft_type IRFFT>} : (tensor<5x4xcomplex<f32>>) -> tensor<5x6xf32>
    %1 = "stablehlo.constant"() {value = dense<5.47722578> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<5x6xf32>
    %3 = "stablehlo.multiply"(%0, %2) : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xf32>
    return %3 : tensor<5x6xf32>
  }
}
