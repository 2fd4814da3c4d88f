module {
  func.func @main(%arg0: tensor<3x2xf32>, %arg1: tensor<4x2xf32>) -> tensor<3x4xf32> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<3x2xf32>) -> tensor<1x3x2xf32>
    %1 = "stablehlo.reshape"(%arg1) : (tensor<4x2xf32>) -> tensor<1x4x2xf32>
    %2 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x3x2xf32>) -> tensor<1x3x4x2xf32>
    %3 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64: 0, 2, 3>} : (tensor<1x4x2xf32>) -> tensor<1x3x4x2xf32>
    %4 = "stablehlo.subtract"(%2, %3) : (tensor<1x3x4x2xf32>, tensor<1x3x4x2xf32>) -> tensor<1x3x4x2xf32>
    %5 = "stablehlo.abs"(%4) : (tensor<1x3x4x2xf32>) -> tensor<1x3x4x2xf32>
    %6 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %7 = "stablehlo.constant"() {value = dense<1.500000e+00> : tensor<f32>} : () -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x3x4x2xf32>
    %9 = "stablehlo.power"(%5, %8) : (tensor<1x3x4x2xf32>, tensor<1x3x4x2xf32>) -> tensor<1x3x4x2xf32>
    %10 = "stablehlo.reduce"(%9, %6) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %15 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%15) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x3x4x2xf32>, tensor<f32>) -> tensor<1x3x4xf32>
    %11 = "stablehlo.constant"() {value = dense<0.666666686> : tensor<f32>} : () -> tensor<f32>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x3x4xf32>
    %13 = "stablehlo.power"(%10, %12) : (tensor<1x3x4xf32>, tensor<1x3x4xf32>) -> tensor<1x3x4xf32>
    %14 = "stablehlo.reshape"(%13) : (tensor<1x3x4xf32>) -> tensor<3x4xf32>
    return %14 : tensor<3x4xf32>
  }
}
