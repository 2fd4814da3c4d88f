module {
  func.func @main(%arg0: tensor<3x4xbf16>) -> tensor<3x4xf32> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<3x4xbf16>) -> tensor<3x4xf32>
    return %0 : tensor<3x4xf32>
  }
}
