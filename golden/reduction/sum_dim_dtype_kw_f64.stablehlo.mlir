module {
  func.func @main(%arg0: tensor<3x4xf32>) -> tensor<3xf64> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<3x4xf32>) -> tensor<3x4xf64>
    %1 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %2 = "stablehlo.reduce"(%0, %1) ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %3 = "stablehlo.add"(%arg1, %arg2) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%3) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3x4xf64>, tensor<f64>) -> tensor<3xf64>
    return %2 : tensor<3xf64>
  }
}
