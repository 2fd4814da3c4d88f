module {
  func.func @main(%arg0: tensor<2x4x3xf32>, %arg1: tensor<2x4x3xf32>) -> tensor<2x4x3xf32> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.reduce"(%arg0, %0) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %6 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%6) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<2x4x3xf32>, tensor<f32>) -> tensor<2x3xf32>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x3xf32>) -> tensor<2x4x3xf32>
    %3 = "stablehlo.exponential"(%arg1) : (tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
    %4 = "stablehlo.multiply"(%3, %2) : (tensor<2x4x3xf32>, tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
    %5 = "stablehlo.subtract"(%arg0, %4) : (tensor<2x4x3xf32>, tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
    return %5 : tensor<2x4x3xf32>
  }
}
