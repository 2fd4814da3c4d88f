module {
  func.func @main(%arg0: tensor<3x4xcomplex<f32>>, %arg1: tensor<3x4xf64>) -> tensor<3x4xcomplex<f64>> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xcomplex<f64>>
    %1 = "stablehlo.convert"(%arg1) : (tensor<3x4xf64>) -> tensor<3x4xcomplex<f64>>
    %2 = "stablehlo.constant"() {value = dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f64>>} : () -> tensor<complex<f64>>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<complex<f64>>) -> tensor<3x4xcomplex<f64>>
    %4 = "stablehlo.multiply"(%1, %3) : (tensor<3x4xcomplex<f64>>, tensor<3x4xcomplex<f64>>) -> tensor<3x4xcomplex<f64>>
    %5 = "stablehlo.add"(%0, %4) : (tensor<3x4xcomplex<f64>>, tensor<3x4xcomplex<f64>>) -> tensor<3x4xcomplex<f64>>
    return %5 : tensor<3x4xcomplex<f64>>
  }
}
