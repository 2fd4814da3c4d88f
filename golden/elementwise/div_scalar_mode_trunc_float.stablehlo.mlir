module {
  func.func @main(%arg0: tensor<3x4xf32>) -> tensor<3x4xf32> {
    %0 = "stablehlo.constant"() {value = dense<2.500000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %2 = "stablehlo.divide"(%arg0, %1) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %3 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.sign"(%2) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %5 = "stablehlo.abs"(%2) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %6 = "stablehlo.floor"(%5) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %7 = "stablehlo.multiply"(%4, %6) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    return %7 : tensor<3x4xf32>
  }
}
