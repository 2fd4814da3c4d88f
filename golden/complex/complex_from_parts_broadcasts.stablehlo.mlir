module {
  func.func @main(%arg0: tensor<3x1xf32>, %arg1: tensor<4xf32>) -> tensor<3x4xcomplex<f32>> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<3x1xf32>) -> tensor<3xf32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3x4xf32>
    %2 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<3x4xf32>
    %3 = "stablehlo.complex"(%1, %2) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xcomplex<f32>>
    return %3 : tensor<3x4xcomplex<f32>>
  }
}
