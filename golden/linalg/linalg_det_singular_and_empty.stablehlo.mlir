module {
  func.func @main(%arg0: tensor<2x0x0xf32>) -> (tensor<2xf32>, tensor<2x0x0xf32>, tensor<2x0xi32>) {
    %0 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2xf32>
    %2 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x0x0xf32>
    %4 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<2x0xi32>
    return %1, %3, %5 : tensor<2xf32>, tensor<2x0x0xf32>, tensor<2x0xi32>
  }
}
