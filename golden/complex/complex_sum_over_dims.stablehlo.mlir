module {
  func.func @main(%arg0: tensor<3x4x2xcomplex<f32>>) -> (tensor<3x2xcomplex<f32>>, tensor<complex<f32>>) {
    %0 = "stablehlo.constant"() {value = dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>} : () -> tensor<complex<f32>>
    %1 = "stablehlo.reduce"(%arg0, %0) ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %4 = "stablehlo.add"(%arg1, %arg2) : (tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
      "stablehlo.return"(%4) : (tensor<complex<f32>>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3x4x2xcomplex<f32>>, tensor<complex<f32>>) -> tensor<3x2xcomplex<f32>>
    %2 = "stablehlo.constant"() {value = dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>} : () -> tensor<complex<f32>>
    %3 = "stablehlo.reduce"(%arg0, %2) ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %4 = "stablehlo.add"(%arg1, %arg2) : (tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
      "stablehlo.return"(%4) : (tensor<complex<f32>>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<3x4x2xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    return %1, %3 : tensor<3x2xcomplex<f32>>, tensor<complex<f32>>
  }
}
