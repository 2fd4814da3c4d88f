module {
  func.func @main(%arg0: tensor<6xf32>) -> tensor<6xbf16> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<6xf32>) -> tensor<6xbf16>
    return %0 : tensor<6xbf16>
  }
}
