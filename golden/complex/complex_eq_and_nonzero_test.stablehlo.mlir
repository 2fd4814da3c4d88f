module {
  func.func @main(%arg0: tensor<3xcomplex<f32>>, %arg1: tensor<3xcomplex<f32>>) -> (tensor<3xi1>, tensor<3xi1>) {
    %0 = "stablehlo.compare"(%arg0, %arg1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>) -> tensor<3xi1>
    %1 = "stablehlo.constant"() {value = dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>} : () -> tensor<complex<f32>>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<complex<f32>>) -> tensor<3xcomplex<f32>>
    %3 = "stablehlo.compare"(%arg0, %2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>) -> tensor<3xi1>
    %4 = "stablehlo.not"(%3) : (tensor<3xi1>) -> tensor<3xi1>
    return %0, %4 : tensor<3xi1>, tensor<3xi1>
  }
}
