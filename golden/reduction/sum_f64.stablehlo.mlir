module {
  func.func @main(%arg0: tensor<5x3xf64>) -> tensor<3xf64> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %1 = "stablehlo.reduce"(%arg0, %0) ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %2 = "stablehlo.add"(%arg1, %arg2) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%2) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<5x3xf64>, tensor<f64>) -> tensor<3xf64>
    return %1 : tensor<3xf64>
  }
}
