module {
  func.func @main(%arg0: tensor<3x4xi64>) -> tensor<3x4xf32> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<3x4xi64>) -> tensor<3x4xf32>
    %1 = "stablehlo.log"(%0) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %2 = "stablehlo.constant"() {value = dense<0.693147182> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %4 = "stablehlo.divide"(%1, %3) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    return %4 : tensor<3x4xf32>
  }
}
