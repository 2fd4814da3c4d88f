module {
  func.func @main(%arg0: tensor<12xi32>) -> tensor<12xi32> {
    %0 = "stablehlo.multiply"(%arg0, %arg0) : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    return %0 : tensor<12xi32>
  }
}
