module {
  func.func @main(%arg0: tensor<2x5xcomplex<f32>>) -> (tensor<2x5xf32>, tensor<2x5xf32>) {
    %0 = "stablehlo.real"(%arg0) : (tensor<2x5xcomplex<f32>>) -> tensor<2x5xf32>
    %1 = "stablehlo.reshape"(%0) : (tensor<2x5xf32>) -> tensor<2x5x1xf32>
    %2 = "stablehlo.imag"(%arg0) : (tensor<2x5xcomplex<f32>>) -> tensor<2x5xf32>
    %3 = "stablehlo.reshape"(%2) : (tensor<2x5xf32>) -> tensor<2x5x1xf32>
    %4 = "stablehlo.concatenate"(%1, %3) {dimension = 2 : i64} : (tensor<2x5x1xf32>, tensor<2x5x1xf32>) -> tensor<2x5x2xf32>
    %5 = "stablehlo.slice"(%4) {limit_indices = array<i64: 2, 5, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<2x5x2xf32>) -> tensor<2x5x1xf32>
    %6 = "stablehlo.reshape"(%5) : (tensor<2x5x1xf32>) -> tensor<2x5xf32>
    %7 = "stablehlo.slice"(%4) {limit_indices = array<i64: 2, 5, 2>, start_indices = array<i64: 0, 0, 1>, strides = array<i64: 1, 1, 1>} : (tensor<2x5x2xf32>) -> tensor<2x5x1xf32>
    %8 = "stablehlo.reshape"(%7) : (tensor<2x5x1xf32>) -> tensor<2x5xf32>
    return %6, %8 : tensor<2x5xf32>, tensor<2x5xf32>
  }
}
