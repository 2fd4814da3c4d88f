module {
  func.func @main(%arg0: tensor<9xf16>) -> tensor<9xf16> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<9xf16>) -> tensor<9xf32>
    %1 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.reduce_window"(%0, %1) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %4 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4) : (tensor<f32>) -> ()
    }) {padding = dense<[[8, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 9>, window_strides = array<i64: 1>} : (tensor<9xf32>, tensor<f32>) -> tensor<9xf32>
    %3 = "stablehlo.convert"(%2) : (tensor<9xf32>) -> tensor<9xf16>
    return %3 : tensor<9xf16>
  }
}
