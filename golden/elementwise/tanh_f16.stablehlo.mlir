module {
  func.func @main(%arg0: tensor<3x4xf16>) -> tensor<3x4xf16> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<3x4xf16>) -> tensor<3x4xf32>
    %1 = "stablehlo.tanh"(%0) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %2 = "stablehlo.convert"(%1) : (tensor<3x4xf32>) -> tensor<3x4xf16>
    return %2 : tensor<3x4xf16>
  }
}
