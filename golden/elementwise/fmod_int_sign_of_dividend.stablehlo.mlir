module {
  func.func @main(%arg0: tensor<7xi64>, %arg1: tensor<7xi64>) -> tensor<7xi64> {
    %0 = "stablehlo.remainder"(%arg0, %arg1) : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>
    return %0 : tensor<7xi64>
  }
}
