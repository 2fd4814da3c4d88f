module {
  func.func @main(%arg0: tensor<3x4xf32>) -> tensor<4x3xf32> {
    %0 = "stablehlo.transpose"(%arg0) {permutation = array<i64: 1, 0>} : (tensor<3x4xf32>) -> tensor<4x3xf32>
    return %0 : tensor<4x3xf32>
  }
}
