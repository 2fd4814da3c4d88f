module {
  func.func @main(%arg0: tensor<3x4x5xf32>) -> tensor<3x1x5xf32> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.reduce"(%arg0, %0) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %6 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%6) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3x4x5xf32>, tensor<f32>) -> tensor<3x5xf32>
    %2 = "stablehlo.constant"() {value = dense<4.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x5xf32>
    %4 = "stablehlo.divide"(%1, %3) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %5 = "stablehlo.reshape"(%4) : (tensor<3x5xf32>) -> tensor<3x1x5xf32>
    return %5 : tensor<3x1x5xf32>
  }
}
