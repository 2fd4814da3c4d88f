module {
  func.func @main(%arg0: tensor<2x3x4xi64>) -> tensor<2x3x4xi64> {
    %0 = "stablehlo.reverse"(%arg0) {dimensions = array<i64: 2, 0>} : (tensor<2x3x4xi64>) -> tensor<2x3x4xi64>
    return %0 : tensor<2x3x4xi64>
  }
}
