module {
  func.func @main(%arg0: tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f32>> {
    %0 = "stablehlo.imag"(%arg0) : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %1 = "stablehlo.negate"(%0) : (tensor<6xf32>) -> tensor<6xf32>
    %2 = "stablehlo.real"(%arg0) : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %3 = "stablehlo.complex"(%2, %1) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xcomplex<f32>>
    return %3 : tensor<6xcomplex<f32>>
  }
}
