module {
  func.func @main(%arg0: tensor<4xi32>) -> tensor<4xf16> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<4xi32>) -> tensor<4xf16>
    return %0 : tensor<4xf16>
  }
}
