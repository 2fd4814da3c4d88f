module {
  func.func @main(%arg0: tensor<2x5xcomplex<f32>>) -> (tensor<2x5xf32>, tensor<2x5xf32>) {
    %0 = "stablehlo.real"(%arg0) : (tensor<2x5xcomplex<f32>>) -> tensor<2x5xf32>
    %1 = "stablehlo.imag"(%arg0) : (tensor<2x5xcomplex<f32>>) -> tensor<2x5xf32>
    return %0, %1 : tensor<2x5xf32>, tensor<2x5xf32>
  }
}
