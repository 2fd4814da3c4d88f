module {
  func.func @main(%arg0: tensor<1x2x8x9xf32>) -> tensor<1x2x9x10xf32> {
    %0 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 1, 2, 8, 8>, start_indices = array<i64: 0, 0, 0, 6>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x8x9xf32>) -> tensor<1x2x8x2xf32>
    %1 = "stablehlo.reverse"(%0) {dimensions = array<i64: 3>} : (tensor<1x2x8x2xf32>) -> tensor<1x2x8x2xf32>
    %2 = "stablehlo.concatenate"(%arg0, %1) {dimension = 3 : i64} : (tensor<1x2x8x9xf32>, tensor<1x2x8x2xf32>) -> tensor<1x2x8x11xf32>
    %3 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 2, 8, 11>, start_indices = array<i64: 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x8x11xf32>) -> tensor<1x2x8x10xf32>
    %4 = "stablehlo.slice"(%3) {limit_indices = array<i64: 1, 2, 4, 10>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x8x10xf32>) -> tensor<1x2x3x10xf32>
    %5 = "stablehlo.reverse"(%4) {dimensions = array<i64: 2>} : (tensor<1x2x3x10xf32>) -> tensor<1x2x3x10xf32>
    %6 = "stablehlo.concatenate"(%5, %3) {dimension = 2 : i64} : (tensor<1x2x3x10xf32>, tensor<1x2x8x10xf32>) -> tensor<1x2x11x10xf32>
    %7 = "stablehlo.slice"(%6) {limit_indices = array<i64: 1, 2, 9, 10>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x2x11x10xf32>) -> tensor<1x2x9x10xf32>
    return %7 : tensor<1x2x9x10xf32>
  }
}
