module {
  func.func @main(%arg0: tensor<3x4xf32>) -> tensor<4xf32> {
    %0 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 3, 4>, start_indices = array<i64: 2, 0>, strides = array<i64: 1, 1>} : (tensor<3x4xf32>) -> tensor<1x4xf32>
    %1 = "stablehlo.reshape"(%0) : (tensor<1x4xf32>) -> tensor<4xf32>
    return %1 : tensor<4xf32>
  }
}
