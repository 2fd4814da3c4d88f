module {
  func.func @main(%arg0: tensor<12xi64>) -> tensor<12xi64> {
    %0 = "stablehlo.multiply"(%arg0, %arg0) : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
    %1 = "stablehlo.multiply"(%0, %arg0) : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
    return %1 : tensor<12xi64>
  }
}
