module {
  func.func @main(%arg0: tensor<3x1xf32>, %arg1: tensor<1x4xf32>) -> tensor<3x4xf32> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<3x1xf32>) -> tensor<3xf32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3x4xf32>
    %2 = "stablehlo.reshape"(%arg1) : (tensor<1x4xf32>) -> tensor<4xf32>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<3x4xf32>
    %4 = "stablehlo.add"(%1, %3) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    return %4 : tensor<3x4xf32>
  }
}
