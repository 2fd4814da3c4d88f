module {
  func.func @main(%arg0: tensor<3x4xi1>) -> tensor<i1> {
    %0 = "stablehlo.constant"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
    %1 = "stablehlo.reduce"(%arg0, %0) ({
    ^bb0(%arg1: tensor<i1>, %arg2: tensor<i1>):
      %2 = "stablehlo.and"(%arg1, %arg2) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%2) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<3x4xi1>, tensor<i1>) -> tensor<i1>
    return %1 : tensor<i1>
  }
}
