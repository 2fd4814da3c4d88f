module {
  func.func @main(%arg0: tensor<3x4xf32>, %arg1: tensor<3x4xcomplex<f32>>) -> (tensor<3x4xcomplex<f32>>, tensor<3x4xcomplex<f64>>) {
    %0 = "stablehlo.convert"(%arg0) : (tensor<3x4xf32>) -> tensor<3x4xcomplex<f32>>
    %1 = "stablehlo.convert"(%arg1) : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xcomplex<f64>>
    return %0, %1 : tensor<3x4xcomplex<f32>>, tensor<3x4xcomplex<f64>>
  }
}
