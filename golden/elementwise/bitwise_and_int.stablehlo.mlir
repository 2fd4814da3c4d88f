module {
  func.func @main(%arg0: tensor<3x4xi64>, %arg1: tensor<3x4xi64>) -> tensor<3x4xi64> {
    %0 = "stablehlo.and"(%arg0, %arg1) : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi64>
    return %0 : tensor<3x4xi64>
  }
}
