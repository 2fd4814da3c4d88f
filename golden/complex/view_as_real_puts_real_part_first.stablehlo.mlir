module {
  func.func @main(%arg0: tensor<3x5xcomplex<f32>>) -> tensor<3x5x2xf32> {
    %0 = "stablehlo.real"(%arg0) : (tensor<3x5xcomplex<f32>>) -> tensor<3x5xf32>
    %1 = "stablehlo.reshape"(%0) : (tensor<3x5xf32>) -> tensor<3x5x1xf32>
    %2 = "stablehlo.imag"(%arg0) : (tensor<3x5xcomplex<f32>>) -> tensor<3x5xf32>
    %3 = "stablehlo.reshape"(%2) : (tensor<3x5xf32>) -> tensor<3x5x1xf32>
    %4 = "stablehlo.concatenate"(%1, %3) {dimension = 2 : i64} : (tensor<3x5x1xf32>, tensor<3x5x1xf32>) -> tensor<3x5x2xf32>
    return %4 : tensor<3x5x2xf32>
  }
}
