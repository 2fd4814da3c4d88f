module {
  func.func @main(%arg0: tensor<2x2xi64>, %arg1: tensor<2x3xf32>) -> tensor<2x5xf32> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<2x2xi64>) -> tensor<2x2xf32>
    %1 = "stablehlo.concatenate"(%0, %arg1) {dimension = 1 : i64} : (tensor<2x2xf32>, tensor<2x3xf32>) -> tensor<2x5xf32>
    return %1 : tensor<2x5xf32>
  }
}
