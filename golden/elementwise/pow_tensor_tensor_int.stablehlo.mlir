module {
  func.func @main(%arg0: tensor<12xi64>, %arg1: tensor<12xi64>) -> tensor<12xi64> {
    %0 = "stablehlo.power"(%arg0, %arg1) : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
    return %0 : tensor<12xi64>
  }
}
