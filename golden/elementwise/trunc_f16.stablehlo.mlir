module {
  func.func @main(%arg0: tensor<3x4xf16>) -> tensor<3x4xf16> {
    %0 = "stablehlo.sign"(%arg0) : (tensor<3x4xf16>) -> tensor<3x4xf16>
    %1 = "stablehlo.abs"(%arg0) : (tensor<3x4xf16>) -> tensor<3x4xf16>
    %2 = "stablehlo.floor"(%1) : (tensor<3x4xf16>) -> tensor<3x4xf16>
    %3 = "stablehlo.multiply"(%0, %2) : (tensor<3x4xf16>, tensor<3x4xf16>) -> tensor<3x4xf16>
    return %3 : tensor<3x4xf16>
  }
}
