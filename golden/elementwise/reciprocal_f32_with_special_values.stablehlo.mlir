module {
  func.func @main(%arg0: tensor<26xf32>) -> tensor<26xf32> {
    %0 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<26xf32>
    %2 = "stablehlo.divide"(%1, %arg0) : (tensor<26xf32>, tensor<26xf32>) -> tensor<26xf32>
    return %2 : tensor<26xf32>
  }
}
