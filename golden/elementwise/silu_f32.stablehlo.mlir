module {
  func.func @main(%arg0: tensor<3x4xf32>) -> tensor<3x4xf32> {
    %0 = "stablehlo.logistic"(%arg0) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %1 = "stablehlo.multiply"(%arg0, %0) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    return %1 : tensor<3x4xf32>
  }
}
