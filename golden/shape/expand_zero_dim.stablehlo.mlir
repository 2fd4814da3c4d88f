module {
  func.func @main(%arg0: tensor<i1>) -> tensor<3x2xi1> {
    %0 = "stablehlo.broadcast_in_dim"(%arg0) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<3x2xi1>
    return %0 : tensor<3x2xi1>
  }
}
