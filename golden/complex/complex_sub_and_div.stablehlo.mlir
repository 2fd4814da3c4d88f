module {
  func.func @main(%arg0: tensor<3x4xcomplex<f32>>, %arg1: tensor<3x4xcomplex<f32>>) -> (tensor<3x4xcomplex<f32>>, tensor<3x4xcomplex<f32>>) {
    %0 = "stablehlo.subtract"(%arg0, %arg1) : (tensor<3x4xcomplex<f32>>, tensor<3x4xcomplex<f32>>) -> tensor<3x4xcomplex<f32>>
    %1 = "stablehlo.divide"(%arg0, %arg1) : (tensor<3x4xcomplex<f32>>, tensor<3x4xcomplex<f32>>) -> tensor<3x4xcomplex<f32>>
    return %0, %1 : tensor<3x4xcomplex<f32>>, tensor<3x4xcomplex<f32>>
  }
}
