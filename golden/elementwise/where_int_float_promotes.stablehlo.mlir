module {
  func.func @main(%arg0: tensor<3x4xi1>, %arg1: tensor<3x4xi64>, %arg2: tensor<3x4xf32>) -> tensor<3x4xf32> {
    %0 = "stablehlo.convert"(%arg1) : (tensor<3x4xi64>) -> tensor<3x4xf32>
    %1 = "stablehlo.select"(%arg0, %0, %arg2) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    return %1 : tensor<3x4xf32>
  }
}
