module {
  func.func @main(%arg0: tensor<3x4x5xf32>) -> (tensor<1x4x1xf32>, tensor<1x4x1xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.reduce"(%arg0, %0) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %15 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%15) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2>} : (tensor<3x4x5xf32>, tensor<f32>) -> tensor<4xf32>
    %2 = "stablehlo.constant"() {value = dense<1.500000e+01> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %4 = "stablehlo.divide"(%1, %3) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<3x4x5xf32>
    %6 = "stablehlo.subtract"(%arg0, %5) : (tensor<3x4x5xf32>, tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
    %7 = "stablehlo.multiply"(%6, %6) : (tensor<3x4x5xf32>, tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
    %8 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %9 = "stablehlo.reduce"(%7, %8) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %15 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%15) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2>} : (tensor<3x4x5xf32>, tensor<f32>) -> tensor<4xf32>
    %10 = "stablehlo.constant"() {value = dense<1.400000e+01> : tensor<f32>} : () -> tensor<f32>
    %11 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %12 = "stablehlo.divide"(%9, %11) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %13 = "stablehlo.reshape"(%12) : (tensor<4xf32>) -> tensor<1x4x1xf32>
    %14 = "stablehlo.reshape"(%4) : (tensor<4xf32>) -> tensor<1x4x1xf32>
    return %13, %14 : tensor<1x4x1xf32>, tensor<1x4x1xf32>
  }
}
