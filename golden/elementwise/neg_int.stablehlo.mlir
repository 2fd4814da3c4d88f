module {
  func.func @main(%arg0: tensor<3x4xi32>) -> tensor<3x4xi32> {
    %0 = "stablehlo.negate"(%arg0) : (tensor<3x4xi32>) -> tensor<3x4xi32>
    return %0 : tensor<3x4xi32>
  }
}
