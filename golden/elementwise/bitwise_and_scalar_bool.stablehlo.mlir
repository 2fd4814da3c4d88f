module {
  func.func @main(%arg0: tensor<2xi1>) -> tensor<2xi1> {
    %0 = "stablehlo.constant"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<2xi1>
    %2 = "stablehlo.and"(%arg0, %1) : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
    return %2 : tensor<2xi1>
  }
}
