module {
  func.func @main(%arg0: tensor<3x4xf32>) -> tensor<1x1xf32> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.reduce"(%arg0, %0) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %3 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %2 = "stablehlo.reshape"(%1) : (tensor<f32>) -> tensor<1x1xf32>
    return %2 : tensor<1x1xf32>
  }
}
