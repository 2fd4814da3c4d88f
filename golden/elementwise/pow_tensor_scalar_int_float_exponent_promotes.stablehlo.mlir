module {
  func.func @main(%arg0: tensor<12xi64>) -> tensor<12xf32> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<12xi64>) -> tensor<12xf32>
    %1 = "stablehlo.sqrt"(%0) : (tensor<12xf32>) -> tensor<12xf32>
    return %1 : tensor<12xf32>
  }
}
