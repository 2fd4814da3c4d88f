module {
  func.func @main(%arg0: tensor<9xf32>, %arg1: tensor<9xf32>) -> tensor<9xf32> {
    %0 = "stablehlo.power"(%arg0, %arg1) : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xf32>
    return %0 : tensor<9xf32>
  }
}
