module {
  func.func @main(%arg0: tensor<3xui8>) -> tensor<i64> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<3xui8>) -> tensor<3xi64>
    %1 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %2 = "stablehlo.reduce"(%0, %1) ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      %3 = "stablehlo.add"(%arg1, %arg2) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%3) : (tensor<i64>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3xi64>, tensor<i64>) -> tensor<i64>
    return %2 : tensor<i64>
  }
}
