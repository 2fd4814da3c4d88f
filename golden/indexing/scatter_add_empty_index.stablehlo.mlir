module {
  func.func @main(%arg0: tensor<3x4xf32>, %arg1: tensor<3x0xi64>, %arg2: tensor<3x2xf32>) -> tensor<3x4xf32> {
    %0 = "stablehlo.slice"(%arg2) {limit_indices = array<i64: 3, 0>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<3x2xf32>) -> tensor<3x0xf32>
    return %arg0 : tensor<3x4xf32>
  }
}
