module {
  func.func @main(%arg0: tensor<5x3xf32>, %arg1: tensor<5xi1>, %arg2: tensor<3xf32>) -> tensor<5x3xf32> {
    %0 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3xf32>
    %1 = "stablehlo.reshape"(%0) : (tensor<1x3xf32>) -> tensor<3xf32>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<5x3xf32>
    %3 = "stablehlo.reshape"(%arg1) : (tensor<5xi1>) -> tensor<5x1xi1>
    %4 = "stablehlo.reshape"(%3) : (tensor<5x1xi1>) -> tensor<5xi1>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64: 0>} : (tensor<5xi1>) -> tensor<5x3xi1>
    %6 = "stablehlo.select"(%5, %2, %arg0) : (tensor<5x3xi1>, tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    return %6 : tensor<5x3xf32>
  }
}
