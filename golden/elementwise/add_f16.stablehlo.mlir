module {
  func.func @main(%arg0: tensor<3x4xf16>, %arg1: tensor<3x4xf16>) -> tensor<3x4xf16> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<3x4xf16>) -> tensor<3x4xf32>
    %1 = "stablehlo.convert"(%arg1) : (tensor<3x4xf16>) -> tensor<3x4xf32>
    %2 = "stablehlo.add"(%0, %1) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %3 = "stablehlo.convert"(%2) : (tensor<3x4xf32>) -> tensor<3x4xf16>
    return %3 : tensor<3x4xf16>
  }
}
