module {
  func.func @main(%arg0: tensor<3x4xi64>) -> tensor<3xi64> {
    %0 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.reduce"(%arg0, %0) ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      %2 = "stablehlo.multiply"(%arg1, %arg2) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%2) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3x4xi64>, tensor<i64>) -> tensor<3xi64>
    return %1 : tensor<3xi64>
  }
}
