module {
  func.func @main(%arg0: tensor<3x4xf32>, %arg1: tensor<5x4xf32>) -> tensor<3x5xf32> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<3x4xf32>) -> tensor<1x3x4xf32>
    %1 = "stablehlo.reshape"(%arg1) : (tensor<5x4xf32>) -> tensor<1x5x4xf32>
    %2 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x3x4xf32>) -> tensor<1x3x5x4xf32>
    %3 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64: 0, 2, 3>} : (tensor<1x5x4xf32>) -> tensor<1x3x5x4xf32>
    %4 = "stablehlo.subtract"(%2, %3) : (tensor<1x3x5x4xf32>, tensor<1x3x5x4xf32>) -> tensor<1x3x5x4xf32>
    %5 = "stablehlo.abs"(%4) : (tensor<1x3x5x4xf32>) -> tensor<1x3x5x4xf32>
    %6 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %7 = "stablehlo.reduce"(%5, %6) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %9 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%9) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x3x5x4xf32>, tensor<f32>) -> tensor<1x3x5xf32>
    %8 = "stablehlo.reshape"(%7) : (tensor<1x3x5xf32>) -> tensor<3x5xf32>
    return %8 : tensor<3x5xf32>
  }
}
