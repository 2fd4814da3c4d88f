module {
  func.func @main(%arg0: tensor<2x4xf32>, %arg1: tensor<4xi1>, %arg2: tensor<f32>) -> tensor<2x4xf32> {
    %0 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x1xf32>
    %1 = "stablehlo.reshape"(%0) : (tensor<2x1xf32>) -> tensor<2xf32>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<2x4xf32>
    %3 = "stablehlo.reshape"(%arg1) : (tensor<4xi1>) -> tensor<1x4xi1>
    %4 = "stablehlo.reshape"(%3) : (tensor<1x4xi1>) -> tensor<4xi1>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64: 1>} : (tensor<4xi1>) -> tensor<2x4xi1>
    %6 = "stablehlo.add"(%arg0, %2) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %7 = "stablehlo.select"(%5, %6, %arg0) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    return %7 : tensor<2x4xf32>
  }
}
