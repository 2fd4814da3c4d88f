module {
  func.func @main(%arg0: tensor<3x4x2xf64>) -> tensor<3x4xcomplex<f64>> {
    %0 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 3, 4, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<3x4x2xf64>) -> tensor<3x4x1xf64>
    %1 = "stablehlo.reshape"(%0) : (tensor<3x4x1xf64>) -> tensor<3x4xf64>
    %2 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 3, 4, 2>, start_indices = array<i64: 0, 0, 1>, strides = array<i64: 1, 1, 1>} : (tensor<3x4x2xf64>) -> tensor<3x4x1xf64>
    %3 = "stablehlo.reshape"(%2) : (tensor<3x4x1xf64>) -> tensor<3x4xf64>
    %4 = "stablehlo.complex"(%1, %3) : (tensor<3x4xf64>, tensor<3x4xf64>) -> tensor<3x4xcomplex<f64>>
    return %4 : tensor<3x4xcomplex<f64>>
  }
}
