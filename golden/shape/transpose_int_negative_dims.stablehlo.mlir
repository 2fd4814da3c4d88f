module {
  func.func @main(%arg0: tensor<2x3x4xf32>) -> tensor<4x3x2xf32> {
    %0 = "stablehlo.transpose"(%arg0) {permutation = array<i64: 2, 1, 0>} : (tensor<2x3x4xf32>) -> tensor<4x3x2xf32>
    return %0 : tensor<4x3x2xf32>
  }
}
