module {
  func.func @main(%arg0: tensor<3x4x2xcomplex<f32>>) -> (tensor<4x3x2xcomplex<f32>>, tensor<2x4x3xcomplex<f32>>, tensor<2x3x4x2xcomplex<f32>>, tensor<3x8x2xcomplex<f32>>, tensor<3x4xcomplex<f32>>, tensor<3x4x2xcomplex<f32>>) {
    %0 = "stablehlo.transpose"(%arg0) {permutation = array<i64: 1, 0, 2>} : (tensor<3x4x2xcomplex<f32>>) -> tensor<4x3x2xcomplex<f32>>
    %1 = "stablehlo.transpose"(%arg0) {permutation = array<i64: 2, 1, 0>} : (tensor<3x4x2xcomplex<f32>>) -> tensor<2x4x3xcomplex<f32>>
    %2 = "stablehlo.reshape"(%arg0) : (tensor<3x4x2xcomplex<f32>>) -> tensor<1x3x4x2xcomplex<f32>>
    %3 = "stablehlo.reshape"(%2) : (tensor<1x3x4x2xcomplex<f32>>) -> tensor<3x4x2xcomplex<f32>>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64: 1, 2, 3>} : (tensor<3x4x2xcomplex<f32>>) -> tensor<2x3x4x2xcomplex<f32>>
    %5 = "stablehlo.concatenate"(%arg0, %arg0) {dimension = 1 : i64} : (tensor<3x4x2xcomplex<f32>>, tensor<3x4x2xcomplex<f32>>) -> tensor<3x8x2xcomplex<f32>>
    %6 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 3, 4, 2>, start_indices = array<i64: 0, 0, 1>, strides = array<i64: 1, 1, 1>} : (tensor<3x4x2xcomplex<f32>>) -> tensor<3x4x1xcomplex<f32>>
    %7 = "stablehlo.reshape"(%6) : (tensor<3x4x1xcomplex<f32>>) -> tensor<3x4xcomplex<f32>>
    %8 = "stablehlo.reverse"(%arg0) {dimensions = array<i64: 0>} : (tensor<3x4x2xcomplex<f32>>) -> tensor<3x4x2xcomplex<f32>>
    return %0, %1, %4, %5, %7, %8 : tensor<4x3x2xcomplex<f32>>, tensor<2x4x3xcomplex<f32>>, tensor<2x3x4x2xcomplex<f32>>, tensor<3x8x2xcomplex<f32>>, tensor<3x4xcomplex<f32>>, tensor<3x4x2xcomplex<f32>>
  }
}
