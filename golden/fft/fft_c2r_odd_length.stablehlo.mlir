module {
  func.func @main(%arg0: tensor<4x5xcomplex<f32>>) -> tensor<4x9xf32> {
    %0 = "stablehlo.fft"(%arg0) {fft_length = array<i64: 9>, fft_type = #stablehlo<fft_type IRFFT>} : (tensor<4x5xcomplex<f32>>) -> tensor<4x9xf32>
    %1 = "stablehlo.constant"() {value = dense<9.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x9xf32>
    %3 = "stablehlo.multiply"(%0, %2) : (tensor<4x9xf32>, tensor<4x9xf32>) -> tensor<4x9xf32>
    return %3 : tensor<4x9xf32>
  }
}
