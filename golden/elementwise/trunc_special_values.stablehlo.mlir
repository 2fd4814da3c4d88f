module {
  func.func @main(%arg0: tensor<18xf32>) -> tensor<18xf32> {
    %0 = "stablehlo.sign"(%arg0) : (tensor<18xf32>) -> tensor<18xf32>
    %1 = "stablehlo.abs"(%arg0) : (tensor<18xf32>) -> tensor<18xf32>
    %2 = "stablehlo.floor"(%1) : (tensor<18xf32>) -> tensor<18xf32>
    %3 = "stablehlo.multiply"(%0, %2) : (tensor<18xf32>, tensor<18xf32>) -> tensor<18xf32>
    return %3 : tensor<18xf32>
  }
}
