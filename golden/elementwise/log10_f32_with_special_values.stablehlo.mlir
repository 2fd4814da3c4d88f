module {
  func.func @main(%arg0: tensor<26xf32>) -> tensor<26xf32> {
    %0 = "stablehlo.log"(%arg0) : (tensor<26xf32>) -> tensor<26xf32>
    %1 = "stablehlo.constant"() {value = dense<2.30258512> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<26xf32>
    %3 = "stablehlo.divide"(%0, %2) : (tensor<26xf32>, tensor<26xf32>) -> tensor<26xf32>
    return %3 : tensor<26xf32>
  }
}
