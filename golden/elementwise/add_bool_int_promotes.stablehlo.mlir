module {
  func.func @main(%arg0: tensor<3x4xi1>, %arg1: tensor<3x4xi32>) -> tensor<3x4xi32> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<3x4xi1>) -> tensor<3x4xi32>
    %1 = "stablehlo.add"(%0, %arg1) : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi32>
    return %1 : tensor<3x4xi32>
  }
}
