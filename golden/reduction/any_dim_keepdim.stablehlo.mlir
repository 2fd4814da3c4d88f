module {
  func.func @main(%arg0: tensor<4x3xi1>) -> tensor<4x1xi1> {
    %0 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %1 = "stablehlo.reduce"(%arg0, %0) ({
    ^bb0(%arg1: tensor<i1>, %arg2: tensor<i1>):
      %3 = "stablehlo.or"(%arg1, %arg2) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%3) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<4x3xi1>, tensor<i1>) -> tensor<4xi1>
    %2 = "stablehlo.reshape"(%1) : (tensor<4xi1>) -> tensor<4x1xi1>
    return %2 : tensor<4x1xi1>
  }
}
