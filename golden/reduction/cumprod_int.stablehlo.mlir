module {
  func.func @main(%arg0: tensor<6x2xi64>) -> tensor<6x2xi64> {
    %0 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.reduce_window"(%arg0, %0) ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      %2 = "stablehlo.multiply"(%arg1, %arg2) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%2) : (tensor<i64>) -> ()
    }) {padding = dense<[[5, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 6, 1>, window_strides = array<i64: 1, 1>} : (tensor<6x2xi64>, tensor<i64>) -> tensor<6x2xi64>
    return %1 : tensor<6x2xi64>
  }
}
