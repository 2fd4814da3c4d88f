module {
  func.func @main(%arg0: tensor<2x2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>> {
    %0 = "stablehlo.imag"(%arg0) : (tensor<2x2xcomplex<f32>>) -> tensor<2x2xf32>
    %1 = "stablehlo.negate"(%0) : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %2 = "stablehlo.real"(%arg0) : (tensor<2x2xcomplex<f32>>) -> tensor<2x2xf32>
    %3 = "stablehlo.complex"(%2, %1) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xcomplex<f32>>
    return %3 : tensor<2x2xcomplex<f32>>
  }
}
