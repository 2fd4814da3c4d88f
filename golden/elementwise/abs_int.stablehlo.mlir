module {
  func.func @main(%arg0: tensor<3x4xi64>) -> tensor<3x4xi64> {
    %0 = "stablehlo.abs"(%arg0) : (tensor<3x4xi64>) -> tensor<3x4xi64>
    return %0 : tensor<3x4xi64>
  }
}
