module {
  func.func @main(%arg0: tensor<3x4xcomplex<f32>>, %arg1: tensor<4xf32>) -> tensor<3x4xcomplex<f32>> {
    %0 = "stablehlo.convert"(%arg1) : (tensor<4xf32>) -> tensor<4xcomplex<f32>>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64: 1>} : (tensor<4xcomplex<f32>>) -> tensor<3x4xcomplex<f32>>
    %2 = "stablehlo.multiply"(%arg0, %1) : (tensor<3x4xcomplex<f32>>, tensor<3x4xcomplex<f32>>) -> tensor<3x4xcomplex<f32>>
    return %2 : tensor<3x4xcomplex<f32>>
  }
}
