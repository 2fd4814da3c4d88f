module {
  func.func @main(%arg0: tensor<5xi32>, %arg1: tensor<5xi64>) -> tensor<5xi64> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<5xi32>) -> tensor<5xi64>
    %1 = "stablehlo.add"(%0, %arg1) : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    return %1 : tensor<5xi64>
  }
}
