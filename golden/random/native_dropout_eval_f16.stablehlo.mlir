module {
  func.func @main(%arg0: tensor<3x4xf16>, %arg1: tensor<2xi64>) -> (tensor<3x4xf16>, tensor<3x4xi1>) {
    %0 = "stablehlo.constant"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<3x4xi1>
    return %arg0, %1 : tensor<3x4xf16>, tensor<3x4xi1>
  }
}
