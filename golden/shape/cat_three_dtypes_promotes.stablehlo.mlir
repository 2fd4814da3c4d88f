module {
  func.func @main(%arg0: tensor<2x1xi1>, %arg1: tensor<2x2xi32>, %arg2: tensor<2x1xf16>) -> tensor<2x4xf16> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<2x1xi1>) -> tensor<2x1xf16>
    %1 = "stablehlo.convert"(%arg1) : (tensor<2x2xi32>) -> tensor<2x2xf16>
    %2 = "stablehlo.concatenate"(%0, %1, %arg2) {dimension = 1 : i64} : (tensor<2x1xf16>, tensor<2x2xf16>, tensor<2x1xf16>) -> tensor<2x4xf16>
    return %2 : tensor<2x4xf16>
  }
}
