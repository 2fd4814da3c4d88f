module {
  func.func @main(%arg0: tensor<3x4xf32>) -> tensor<12xf32> {
    %0 = "stablehlo.transpose"(%arg0) {permutation = array<i64: 1, 0>} : (tensor<3x4xf32>) -> tensor<4x3xf32>
    %1 = "stablehlo.reshape"(%0) : (tensor<4x3xf32>) -> tensor<12xf32>
    return %1 : tensor<12xf32>
  }
}
