module {
  func.func @main(%arg0: tensor<3x4x4xf32>, %arg1: tensor<3x5x7xf32>) -> tensor<3x5x7xf32> {
    %0 = "stablehlo.constant"() {value = dense<5.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4x4xf32>
    %2 = "stablehlo.divide"(%arg0, %1) : (tensor<3x4x4xf32>, tensor<3x4x4xf32>) -> tensor<3x4x4xf32>
    %3 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.pad"(%2, %3) {edge_padding_high = array<i64: 0, 1, 1>, edge_padding_low = array<i64: 0, 1, 1>, interior_padding = array<i64: 0, 0, 1>} : (tensor<3x4x4xf32>, tensor<f32>) -> tensor<3x6x9xf32>
    %5 = "stablehlo.reduce_window"(%4, %3) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %6 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%6) : (tensor<f32>) -> ()
    }) {padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 2, 3>, window_strides = array<i64: 1, 1, 1>} : (tensor<3x6x9xf32>, tensor<f32>) -> tensor<3x5x7xf32>
    return %5 : tensor<3x5x7xf32>
  }
}
