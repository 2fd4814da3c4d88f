module {
  func.func @main(%arg0: tensor<14xf32>) -> tensor<14xf32> {
    %0 = "stablehlo.negate"(%arg0) : (tensor<14xf32>) -> tensor<14xf32>
    return %0 : tensor<14xf32>
  }
}
