module {
  func.func @main(%arg0: tensor<5xcomplex<f32>>) -> (tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>) {
    %0 = "stablehlo.constant"() {value = dense<(2.500000e+00,0.000000e+00)> : tensor<complex<f32>>} : () -> tensor<complex<f32>>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<complex<f32>>) -> tensor<5xcomplex<f32>>
    %2 = "stablehlo.multiply"(%arg0, %1) : (tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>) -> tensor<5xcomplex<f32>>
    %3 = "stablehlo.constant"() {value = dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>} : () -> tensor<complex<f32>>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<complex<f32>>) -> tensor<5xcomplex<f32>>
    %5 = "stablehlo.add"(%arg0, %4) : (tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>) -> tensor<5xcomplex<f32>>
    %6 = "stablehlo.constant"() {value = dense<(3.000000e+00,0.000000e+00)> : tensor<complex<f32>>} : () -> tensor<complex<f32>>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64>} : (tensor<complex<f32>>) -> tensor<5xcomplex<f32>>
    %8 = "stablehlo.subtract"(%arg0, %7) : (tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>) -> tensor<5xcomplex<f32>>
    %9 = "stablehlo.constant"() {value = dense<(4.000000e+00,0.000000e+00)> : tensor<complex<f32>>} : () -> tensor<complex<f32>>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<complex<f32>>) -> tensor<5xcomplex<f32>>
    %11 = "stablehlo.divide"(%arg0, %10) : (tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>) -> tensor<5xcomplex<f32>>
    %12 = "stablehlo.negate"(%arg0) : (tensor<5xcomplex<f32>>) -> tensor<5xcomplex<f32>>
    return %2, %5, %8, %11, %12 : tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>
  }
}
