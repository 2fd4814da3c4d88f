module {
  func.func @main(%arg0: tensor<3x2xcomplex<f32>>, %arg1: tensor<3x4xcomplex<f32>>, %arg2: tensor<4x2xcomplex<f32>>) -> tensor<3x2xcomplex<f32>> {
    %0 = "stablehlo.dot_general"(%arg1, %arg2) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<3x4xcomplex<f32>>, tensor<4x2xcomplex<f32>>) -> tensor<3x2xcomplex<f32>>
    %1 = "stablehlo.constant"() {value = dense<(2.000000e+00,-1.000000e+00)> : tensor<complex<f32>>} : () -> tensor<complex<f32>>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<complex<f32>>) -> tensor<3x2xcomplex<f32>>
    %3 = "stablehlo.multiply"(%0, %2) : (tensor<3x2xcomplex<f32>>, tensor<3x2xcomplex<f32>>) -> tensor<3x2xcomplex<f32>>
    %4 = "stablehlo.constant"() {value = dense<(1.000000e+00,2.000000e+00)> : tensor<complex<f32>>} : () -> tensor<complex<f32>>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<complex<f32>>) -> tensor<3x2xcomplex<f32>>
    %6 = "stablehlo.multiply"(%arg0, %5) : (tensor<3x2xcomplex<f32>>, tensor<3x2xcomplex<f32>>) -> tensor<3x2xcomplex<f32>>
    %7 = "stablehlo.add"(%6, %3) : (tensor<3x2xcomplex<f32>>, tensor<3x2xcomplex<f32>>) -> tensor<3x2xcomplex<f32>>
    return %7 : tensor<3x2xcomplex<f32>>
  }
}
