module {
  func.func @main(%arg0: tensor<12xi64>, %arg1: tensor<12xi64>) -> tensor<12xf32> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<12xi64>) -> tensor<12xf32>
    %1 = "stablehlo.convert"(%arg1) : (tensor<12xi64>) -> tensor<12xf32>
    %2 = "stablehlo.atan2"(%0, %1) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    return %2 : tensor<12xf32>
  }
}
