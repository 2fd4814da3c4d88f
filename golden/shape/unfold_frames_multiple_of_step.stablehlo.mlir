module {
  func.func @main(%arg0: tensor<15x2xf32>) -> tensor<4x2x6xf32> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<15x2xf32>) -> tensor<5x3x2xf32>
    %1 = "stablehlo.slice"(%0) {limit_indices = array<i64: 4, 3, 2>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<5x3x2xf32>) -> tensor<4x3x2xf32>
    %2 = "stablehlo.slice"(%0) {limit_indices = array<i64: 5, 3, 2>, start_indices = array<i64: 1, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<5x3x2xf32>) -> tensor<4x3x2xf32>
    %3 = "stablehlo.concatenate"(%1, %2) {dimension = 1 : i64} : (tensor<4x3x2xf32>, tensor<4x3x2xf32>) -> tensor<4x6x2xf32>
    %4 = "stablehlo.transpose"(%3) {permutation = array<i64: 0, 2, 1>} : (tensor<4x6x2xf32>) -> tensor<4x2x6xf32>
    return %4 : tensor<4x2x6xf32>
  }
}
