module {
  func.func @main(%arg0: tensor<1x2x4x4x4xf32>) -> tensor<1x2x2x2x2xf32> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %9 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%9) : (tensor<f32>) -> ()
    }) {padding = dense<0> : tensor<5x2xi64>, window_dilations = array<i64: 1, 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2, 2>, window_strides = array<i64: 1, 1, 2, 2, 2>} : (tensor<1x2x4x4x4xf32>, tensor<f32>) -> tensor<1x2x2x2x2xf32>
    %2 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x2x4x4x4xf32>
    %5 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %6 = "stablehlo.pad"(%4, %5) {edge_padding_high = array<i64: 0, 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0, 0>} : (tensor<1x2x4x4x4xf32>, tensor<f32>) -> tensor<1x2x4x4x4xf32>
    %7 = "stablehlo.reduce_window"(%6, %2) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %9 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%9) : (tensor<f32>) -> ()
    }) {padding = dense<0> : tensor<5x2xi64>, window_dilations = array<i64: 1, 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2, 2>, window_strides = array<i64: 1, 1, 2, 2, 2>} : (tensor<1x2x4x4x4xf32>, tensor<f32>) -> tensor<1x2x2x2x2xf32>
    %8 = "stablehlo.divide"(%1, %7) : (tensor<1x2x2x2x2xf32>, tensor<1x2x2x2x2xf32>) -> tensor<1x2x2x2x2xf32>
    return %8 : tensor<1x2x2x2x2xf32>
  }
}
