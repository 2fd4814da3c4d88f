module {
  func.func @main(%arg0: tensor<3x4xi64>) -> tensor<2x6xi64> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<3x4xi64>) -> tensor<2x6xi64>
    return %0 : tensor<2x6xi64>
  }
}
