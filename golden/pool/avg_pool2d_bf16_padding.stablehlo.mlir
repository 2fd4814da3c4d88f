module {
  func.func @main(%arg0: tensor<1x2x4x4xbf16>) -> tensor<1x2x4x4xbf16> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<1x2x4x4xbf16>) -> tensor<1x2x4x4xf32>
    %1 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.reduce_window"(%0, %1) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %11 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%11) : (tensor<f32>) -> ()
    }) {padding = dense<[[0, 0], [0, 0], [1, 1], [1, 1]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 3, 3>, window_strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x4x4xf32>, tensor<f32>) -> tensor<1x2x4x4xf32>
    %3 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x2x4x4xf32>
    %6 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %7 = "stablehlo.pad"(%5, %6) {edge_padding_high = array<i64: 0, 0, 1, 1>, edge_padding_low = array<i64: 0, 0, 1, 1>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<1x2x4x4xf32>, tensor<f32>) -> tensor<1x2x6x6xf32>
    %8 = "stablehlo.reduce_window"(%7, %3) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %11 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%11) : (tensor<f32>) -> ()
    }) {padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 3, 3>, window_strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x6x6xf32>, tensor<f32>) -> tensor<1x2x4x4xf32>
    %9 = "stablehlo.divide"(%2, %8) : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
    %10 = "stablehlo.convert"(%9) : (tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xbf16>
    return %10 : tensor<1x2x4x4xbf16>
  }
}
