module {
  func.func @main(%arg0: tensor<8xi1>, %arg1: tensor<8xi1>) -> tensor<8xi1> {
    %0 = "stablehlo.maximum"(%arg0, %arg1) : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    return %0 : tensor<8xi1>
  }
}
