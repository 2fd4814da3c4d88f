module {
  func.func @main(%arg0: tensor<2xi1>) -> tensor<2xi1> {
    return %arg0 : tensor<2xi1>
  }
}
