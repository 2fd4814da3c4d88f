module {
  func.func @main(%arg0: tensor<3x4xi1>) -> tensor<2x6xi1> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<3x4xi1>) -> tensor<2x6xi1>
    return %0 : tensor<2x6xi1>
  }
}
