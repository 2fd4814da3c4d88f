module {
  func.func @main(%arg0: tensor<2x3xcomplex<f64>>) -> tensor<2x3xcomplex<f64>> {
    %0 = "stablehlo.imag"(%arg0) : (tensor<2x3xcomplex<f64>>) -> tensor<2x3xf64>
    %1 = "stablehlo.negate"(%0) : (tensor<2x3xf64>) -> tensor<2x3xf64>
    %2 = "stablehlo.real"(%arg0) : (tensor<2x3xcomplex<f64>>) -> tensor<2x3xf64>
    %3 = "stablehlo.complex"(%2, %1) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xcomplex<f64>>
    return %3 : tensor<2x3xcomplex<f64>>
  }
}
