module {
  func.func @main(%arg0: tensor<7xf32>) -> tensor<7xi32> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<7xf32>) -> tensor<7xi32>
    return %0 : tensor<7xi32>
  }
}
