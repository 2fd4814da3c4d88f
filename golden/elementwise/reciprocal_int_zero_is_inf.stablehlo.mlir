module {
  func.func @main(%arg0: tensor<4xi32>) -> tensor<4xf32> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<4xi32>) -> tensor<4xf32>
    %1 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %3 = "stablehlo.divide"(%2, %0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    return %3 : tensor<4xf32>
  }
}
