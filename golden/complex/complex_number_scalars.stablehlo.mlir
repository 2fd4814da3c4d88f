module {
  func.func @main(%arg0: tensor<3x2xcomplex<f32>>, %arg1: tensor<3x2xf32>) -> (tensor<3x2xcomplex<f32>>, tensor<3x2xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<3x3xcomplex<f32>>) {
    %0 = "stablehlo.constant"() {value = dense<(2.000000e+00,-5.000000e-01)> : tensor<complex<f32>>} : () -> tensor<complex<f32>>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<complex<f32>>) -> tensor<3x2xcomplex<f32>>
    %2 = "stablehlo.multiply"(%arg0, %1) : (tensor<3x2xcomplex<f32>>, tensor<3x2xcomplex<f32>>) -> tensor<3x2xcomplex<f32>>
    %3 = "stablehlo.convert"(%arg1) : (tensor<3x2xf32>) -> tensor<3x2xcomplex<f32>>
    %4 = "stablehlo.constant"() {value = dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>} : () -> tensor<complex<f32>>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<complex<f32>>) -> tensor<3x2xcomplex<f32>>
    %6 = "stablehlo.add"(%3, %5) : (tensor<3x2xcomplex<f32>>, tensor<3x2xcomplex<f32>>) -> tensor<3x2xcomplex<f32>>
    %7 = "stablehlo.constant"() {value = dense<(1.000000e+00,2.000000e+00)> : tensor<complex<f32>>} : () -> tensor<complex<f32>>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<complex<f32>>) -> tensor<2xcomplex<f32>>
    %9 = "stablehlo.constant"() {value = dense<(0.000000e+00,3.000000e+00)> : tensor<complex<f32>>} : () -> tensor<complex<f32>>
    %10 = "stablehlo.pad"(%arg0, %9) {edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 0, 1>, interior_padding = array<i64: 0, 0>} : (tensor<3x2xcomplex<f32>>, tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    return %2, %6, %8, %10 : tensor<3x2xcomplex<f32>>, tensor<3x2xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<3x3xcomplex<f32>>
  }
}
