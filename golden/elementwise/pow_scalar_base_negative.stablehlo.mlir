module {
  func.func @main(%arg0: tensor<6xf32>) -> tensor<6xf32> {
    %0 = "stablehlo.constant"() {value = dense<-2.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<6xf32>
    %2 = "stablehlo.power"(%1, %arg0) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    return %2 : tensor<6xf32>
  }
}
