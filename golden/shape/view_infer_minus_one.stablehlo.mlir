module {
  func.func @main(%arg0: tensor<2x3x4xi16>) -> tensor<24xi16> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<2x3x4xi16>) -> tensor<24xi16>
    return %0 : tensor<24xi16>
  }
}
