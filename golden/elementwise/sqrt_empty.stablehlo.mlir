module {
  func.func @main(%arg0: tensor<0x3xf32>) -> tensor<0x3xf32> {
    %0 = "stablehlo.sqrt"(%arg0) : (tensor<0x3xf32>) -> tensor<0x3xf32>
    return %0 : tensor<0x3xf32>
  }
}
