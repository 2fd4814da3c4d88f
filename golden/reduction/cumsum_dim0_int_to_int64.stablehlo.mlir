module {
  func.func @main(%arg0: tensor<5x2xi32>) -> tensor<5x2xi64> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<5x2xi32>) -> tensor<5x2xi64>
    %1 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %2 = "stablehlo.reduce_window"(%0, %1) ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      %3 = "stablehlo.add"(%arg1, %arg2) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%3) : (tensor<i64>) -> ()
    }) {padding = dense<[[4, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 5, 1>, window_strides = array<i64: 1, 1>} : (tensor<5x2xi64>, tensor<i64>) -> tensor<5x2xi64>
    return %2 : tensor<5x2xi64>
  }
}
