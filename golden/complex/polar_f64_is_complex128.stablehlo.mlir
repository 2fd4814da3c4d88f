module {
  func.func @main(%arg0: tensor<3x4xf64>, %arg1: tensor<3x4xf64>) -> tensor<3x4xcomplex<f64>> {
    %0 = "stablehlo.cosine"(%arg1) : (tensor<3x4xf64>) -> tensor<3x4xf64>
    %1 = "stablehlo.multiply"(%arg0, %0) : (tensor<3x4xf64>, tensor<3x4xf64>) -> tensor<3x4xf64>
    %2 = "stablehlo.sine"(%arg1) : (tensor<3x4xf64>) -> tensor<3x4xf64>
    %3 = "stablehlo.multiply"(%arg0, %2) : (tensor<3x4xf64>, tensor<3x4xf64>) -> tensor<3x4xf64>
    %4 = "stablehlo.complex"(%1, %3) : (tensor<3x4xf64>, tensor<3x4xf64>) -> tensor<3x4xcomplex<f64>>
    return %4 : tensor<3x4xcomplex<f64>>
  }
}
