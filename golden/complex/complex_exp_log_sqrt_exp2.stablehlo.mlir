module {
  func.func @main(%arg0: tensor<3x4xcomplex<f32>>) -> (tensor<3x4xcomplex<f32>>, tensor<3x4xcomplex<f32>>, tensor<3x4xcomplex<f32>>, tensor<3x4xcomplex<f32>>) {
    %0 = "stablehlo.exponential"(%arg0) : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xcomplex<f32>>
    %1 = "stablehlo.log"(%arg0) : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xcomplex<f32>>
    %2 = "stablehlo.sqrt"(%arg0) : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xcomplex<f32>>
    %3 = "stablehlo.constant"() {value = dense<(0.693147182,0.000000e+00)> : tensor<complex<f32>>} : () -> tensor<complex<f32>>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<complex<f32>>) -> tensor<3x4xcomplex<f32>>
    %5 = "stablehlo.multiply"(%arg0, %4) : (tensor<3x4xcomplex<f32>>, tensor<3x4xcomplex<f32>>) -> tensor<3x4xcomplex<f32>>
    %6 = "stablehlo.exponential"(%5) : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xcomplex<f32>>
    return %0, %1, %2, %6 : tensor<3x4xcomplex<f32>>, tensor<3x4xcomplex<f32>>, tensor<3x4xcomplex<f32>>, tensor<3x4xcomplex<f32>>
  }
}
