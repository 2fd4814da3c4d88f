module {
  func.func @main(%arg0: tensor<3x4xf64>) -> tensor<3x4xf64> {
    %0 = "stablehlo.exponential"(%arg0) : (tensor<3x4xf64>) -> tensor<3x4xf64>
    return %0 : tensor<3x4xf64>
  }
}
