module {
  func.func @main(%arg0: tensor<2xi1>) -> tensor<2xf32> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<2xi1>) -> tensor<2xf32>
    %1 = "stablehlo.sine"(%0) : (tensor<2xf32>) -> tensor<2xf32>
    return %1 : tensor<2xf32>
  }
}
