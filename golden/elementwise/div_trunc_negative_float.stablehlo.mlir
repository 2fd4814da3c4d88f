module {
  func.func @main(%arg0: tensor<7xf32>, %arg1: tensor<7xf32>) -> tensor<7xf32> {
    %0 = "stablehlo.divide"(%arg0, %arg1) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %1 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.sign"(%0) : (tensor<7xf32>) -> tensor<7xf32>
    %3 = "stablehlo.abs"(%0) : (tensor<7xf32>) -> tensor<7xf32>
    %4 = "stablehlo.floor"(%3) : (tensor<7xf32>) -> tensor<7xf32>
    %5 = "stablehlo.multiply"(%2, %4) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    return %5 : tensor<7xf32>
  }
}
