module {
  func.func @main(%arg0: tensor<2x5xf32>) -> tensor<2x5xf64> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<2x5xf32>) -> tensor<2x5xf64>
    %1 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %2 = "stablehlo.reduce_window"(%0, %1) ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %3 = "stablehlo.add"(%arg1, %arg2) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%3) : (tensor<f64>) -> ()
    }) {padding = dense<[[0, 0], [4, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 5>, window_strides = array<i64: 1, 1>} : (tensor<2x5xf64>, tensor<f64>) -> tensor<2x5xf64>
    return %2 : tensor<2x5xf64>
  }
}
