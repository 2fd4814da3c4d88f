module {
  func.func @main(%arg0: tensor<2x1x4xi64>) -> tensor<2x3x4xi64> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<2x1x4xi64>) -> tensor<2x4xi64>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<2x4xi64>) -> tensor<2x3x4xi64>
    return %1 : tensor<2x3x4xi64>
  }
}
