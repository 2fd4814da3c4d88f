module {
  func.func @main(%arg0: tensor<1x2x5x5xi64>) -> tensor<1x2x3x3xi64> {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.reduce_window"(%arg0, %0) ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      %9 = "stablehlo.add"(%arg1, %arg2) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%9) : (tensor<i64>) -> ()
    }) {padding = dense<[[0, 0], [0, 0], [1, 1], [1, 1]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>} : (tensor<1x2x5x5xi64>, tensor<i64>) -> tensor<1x2x3x3xi64>
    %2 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x2x5x5xi64>
    %5 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %6 = "stablehlo.pad"(%4, %5) {edge_padding_high = array<i64: 0, 0, 1, 1>, edge_padding_low = array<i64: 0, 0, 1, 1>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<1x2x5x5xi64>, tensor<i64>) -> tensor<1x2x7x7xi64>
    %7 = "stablehlo.reduce_window"(%6, %2) ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      %9 = "stablehlo.add"(%arg1, %arg2) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%9) : (tensor<i64>) -> ()
    }) {padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>} : (tensor<1x2x7x7xi64>, tensor<i64>) -> tensor<1x2x3x3xi64>
    %8 = "stablehlo.divide"(%1, %7) : (tensor<1x2x3x3xi64>, tensor<1x2x3x3xi64>) -> tensor<1x2x3x3xi64>
    return %8 : tensor<1x2x3x3xi64>
  }
}
