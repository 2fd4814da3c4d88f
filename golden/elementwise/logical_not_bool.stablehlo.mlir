module {
  func.func @main(%arg0: tensor<3x4xi1>) -> tensor<3x4xi1> {
    %0 = "stablehlo.not"(%arg0) : (tensor<3x4xi1>) -> tensor<3x4xi1>
    return %0 : tensor<3x4xi1>
  }
}
