module {
  func.func @main(%arg0: tensor<0x3xf32>) -> tensor<3x0xf32> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<0x3xf32>) -> tensor<3x0xf32>
    return %0 : tensor<3x0xf32>
  }
}
