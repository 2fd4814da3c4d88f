module {
  func.func @main(%arg0: tensor<2x3x2x8xf32>, %arg1: tensor<1x3x1x4xcomplex<f32>>) -> tensor<2x3x2x8xf32> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<2x3x2x8xf32>) -> tensor<2x3x2x4x2xf32>
    %1 = "stablehlo.slice"(%0) {limit_indices = array<i64: 2, 3, 2, 4, 1>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x3x2x4x2xf32>) -> tensor<2x3x2x4x1xf32>
    %2 = "stablehlo.reshape"(%1) : (tensor<2x3x2x4x1xf32>) -> tensor<2x3x2x4xf32>
    %3 = "stablehlo.slice"(%0) {limit_indices = array<i64: 2, 3, 2, 4, 2>, start_indices = array<i64: 0, 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x3x2x4x2xf32>) -> tensor<2x3x2x4x1xf32>
    %4 = "stablehlo.reshape"(%3) : (tensor<2x3x2x4x1xf32>) -> tensor<2x3x2x4xf32>
    %5 = "stablehlo.complex"(%2, %4) : (tensor<2x3x2x4xf32>, tensor<2x3x2x4xf32>) -> tensor<2x3x2x4xcomplex<f32>>
    %6 = "stablehlo.imag"(%arg1) : (tensor<1x3x1x4xcomplex<f32>>) -> tensor<1x3x1x4xf32>
    %7 = "stablehlo.negate"(%6) : (tensor<1x3x1x4xf32>) -> tensor<1x3x1x4xf32>
    %8 = "stablehlo.real"(%arg1) : (tensor<1x3x1x4xcomplex<f32>>) -> tensor<1x3x1x4xf32>
    %9 = "stablehlo.complex"(%8, %7) : (tensor<1x3x1x4xf32>, tensor<1x3x1x4xf32>) -> tensor<1x3x1x4xcomplex<f32>>
    %10 = "stablehlo.reshape"(%9) : (tensor<1x3x1x4xcomplex<f32>>) -> tensor<3x4xcomplex<f32>>
    %11 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64: 1, 3>} : (tensor<3x4xcomplex<f32>>) -> tensor<2x3x2x4xcomplex<f32>>
    %12 = "stablehlo.multiply"(%5, %11) : (tensor<2x3x2x4xcomplex<f32>>, tensor<2x3x2x4xcomplex<f32>>) -> tensor<2x3x2x4xcomplex<f32>>
    %13 = "stablehlo.real"(%12) : (tensor<2x3x2x4xcomplex<f32>>) -> tensor<2x3x2x4xf32>
    %14 = "stablehlo.reshape"(%13) : (tensor<2x3x2x4xf32>) -> tensor<2x3x2x4x1xf32>
    %15 = "stablehlo.imag"(%12) : (tensor<2x3x2x4xcomplex<f32>>) -> tensor<2x3x2x4xf32>
    %16 = "stablehlo.reshape"(%15) : (tensor<2x3x2x4xf32>) -> tensor<2x3x2x4x1xf32>
    %17 = "stablehlo.concatenate"(%14, %16) {dimension = 4 : i64} : (tensor<2x3x2x4x1xf32>, tensor<2x3x2x4x1xf32>) -> tensor<2x3x2x4x2xf32>
    %18 = "stablehlo.reshape"(%17) : (tensor<2x3x2x4x2xf32>) -> tensor<2x3x2x8xf32>
    return %18 : tensor<2x3x2x8xf32>
  }
}
