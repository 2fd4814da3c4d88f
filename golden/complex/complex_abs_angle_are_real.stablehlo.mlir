module {
  func.func @main(%arg0: tensor<3x4xcomplex<f32>>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
    %0 = "stablehlo.abs"(%arg0) : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %1 = "stablehlo.real"(%arg0) : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %2 = "stablehlo.imag"(%arg0) : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %3 = "stablehlo.atan2"(%2, %1) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    return %0, %3 : tensor<3x4xf32>, tensor<3x4xf32>
  }
}
