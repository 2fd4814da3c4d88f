module {
  func.func @main(%arg0: tensor<2xi1>) -> tensor<2xi1> {
    %0 = "stablehlo.not"(%arg0) : (tensor<2xi1>) -> tensor<2xi1>
    return %0 : tensor<2xi1>
  }
}
