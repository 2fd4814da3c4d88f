module {
  func.func @main(%arg0: tensor<3x4xi1>, %arg1: tensor<4xf32>, %arg2: tensor<3x1xf32>) -> tensor<3x4xf32> {
    %0 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<3x4xf32>
    %1 = "stablehlo.reshape"(%arg2) : (tensor<3x1xf32>) -> tensor<3xf32>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3x4xf32>
    %3 = "stablehlo.select"(%arg0, %0, %2) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    return %3 : tensor<3x4xf32>
  }
}
