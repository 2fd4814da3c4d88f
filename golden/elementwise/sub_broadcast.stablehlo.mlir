module {
  func.func @main(%arg0: tensor<2x3x4xf32>, %arg1: tensor<3x1xf32>) -> tensor<2x3x4xf32> {
    %0 = "stablehlo.reshape"(%arg1) : (tensor<3x1xf32>) -> tensor<3xf32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<2x3x4xf32>
    %2 = "stablehlo.subtract"(%arg0, %1) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    return %2 : tensor<2x3x4xf32>
  }
}
