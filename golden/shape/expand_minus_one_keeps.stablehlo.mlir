module {
  func.func @main(%arg0: tensor<3x1xf32>) -> tensor<3x5xf32> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<3x1xf32>) -> tensor<3xf32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3x5xf32>
    return %1 : tensor<3x5xf32>
  }
}
