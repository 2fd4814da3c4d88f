module {
  func.func @main(%arg0: tensor<3x4xi32>, %arg1: tensor<3x4xf32>) -> tensor<3x4xi32> {
    %0 = "stablehlo.convert"(%arg1) : (tensor<3x4xf32>) -> tensor<3x4xi32>
    return %0 : tensor<3x4xi32>
  }
}
