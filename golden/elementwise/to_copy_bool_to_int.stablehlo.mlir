module {
  func.func @main(%arg0: tensor<3x4xi1>) -> tensor<3x4xi64> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<3x4xi1>) -> tensor<3x4xi64>
    return %0 : tensor<3x4xi64>
  }
}
