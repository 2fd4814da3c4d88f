module {
  func.func @main(%arg0: tensor<6xf32>, %arg1: tensor<2xi64>) -> (tensor<6xf32>, tensor<6xi1>) {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<6xf32>
    %2 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<6xi1>
    return %1, %3 : tensor<6xf32>, tensor<6xi1>
  }
}
