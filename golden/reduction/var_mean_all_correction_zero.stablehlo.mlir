module {
  func.func @main(%arg0: tensor<4x6xf32>) -> (tensor<f32>, tensor<f32>) {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.reduce"(%arg0, %0) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %11 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%11) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<4x6xf32>, tensor<f32>) -> tensor<f32>
    %2 = "stablehlo.constant"() {value = dense<2.400000e+01> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.divide"(%1, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x6xf32>
    %5 = "stablehlo.subtract"(%arg0, %4) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %6 = "stablehlo.multiply"(%5, %5) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %7 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %8 = "stablehlo.reduce"(%6, %7) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %11 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%11) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<4x6xf32>, tensor<f32>) -> tensor<f32>
    %9 = "stablehlo.constant"() {value = dense<2.400000e+01> : tensor<f32>} : () -> tensor<f32>
    %10 = "stablehlo.divide"(%8, %9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    return %10, %3 : tensor<f32>, tensor<f32>
  }
}
