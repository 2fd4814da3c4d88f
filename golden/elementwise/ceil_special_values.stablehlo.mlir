module {
  func.func @main(%arg0: tensor<18xf32>) -> tensor<18xf32> {
    %0 = "stablehlo.ceil"(%arg0) : (tensor<18xf32>) -> tensor<18xf32>
    return %0 : tensor<18xf32>
  }
}
