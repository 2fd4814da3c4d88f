module {
  func.func @main(%arg0: tensor<f32>) -> (tensor<f32>, tensor<i64>) {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    return %arg0, %0 : tensor<f32>, tensor<i64>
  }
}
