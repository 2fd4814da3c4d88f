module {
  func.func @main(%arg0: tensor<3x4x6xf32>) -> tensor<3x2x2xf32> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<3x4x6xf32>) -> tensor<3x2x2x2x3xf32>
    %1 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.reduce"(%0, %1) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %6 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%6) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2, 4>} : (tensor<3x2x2x2x3xf32>, tensor<f32>) -> tensor<3x2x2xf32>
    %3 = "stablehlo.constant"() {value = dense<6.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x2x2xf32>
    %5 = "stablehlo.divide"(%2, %4) : (tensor<3x2x2xf32>, tensor<3x2x2xf32>) -> tensor<3x2x2xf32>
    return %5 : tensor<3x2x2xf32>
  }
}
