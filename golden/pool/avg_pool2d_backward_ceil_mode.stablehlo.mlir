module {
  func.func @main(%arg0: tensor<1x2x3x4xf32>, %arg1: tensor<1x2x5x7xf32>) -> tensor<1x2x5x7xf32> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x2x5x7xf32>
    %3 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.pad"(%2, %3) {edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<1x2x5x7xf32>, tensor<f32>) -> tensor<1x2x5x7xf32>
    %5 = "stablehlo.reduce_window"(%4, %0) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %10 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%10) : (tensor<f32>) -> ()
    }) {padding = dense<[[0, 0], [0, 0], [0, 1], [0, 1]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>} : (tensor<1x2x5x7xf32>, tensor<f32>) -> tensor<1x2x3x4xf32>
    %6 = "stablehlo.divide"(%arg0, %5) : (tensor<1x2x3x4xf32>, tensor<1x2x3x4xf32>) -> tensor<1x2x3x4xf32>
    %7 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %8 = "stablehlo.pad"(%6, %7) {edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 1, 1>, interior_padding = array<i64: 0, 0, 1, 1>} : (tensor<1x2x3x4xf32>, tensor<f32>) -> tensor<1x2x6x8xf32>
    %9 = "stablehlo.reduce_window"(%8, %7) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %10 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%10) : (tensor<f32>) -> ()
    }) {padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x6x8xf32>, tensor<f32>) -> tensor<1x2x5x7xf32>
    return %9 : tensor<1x2x5x7xf32>
  }
}
