module {
  func.func @main(%arg0: tensor<7xf32>, %arg1: tensor<7xf32>) -> tensor<7xf32> {
    %0 = "stablehlo.divide"(%arg0, %arg1) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %1 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7xf32>
    %3 = "stablehlo.sign"(%0) : (tensor<7xf32>) -> tensor<7xf32>
    %4 = "stablehlo.abs"(%0) : (tensor<7xf32>) -> tensor<7xf32>
    %5 = "stablehlo.floor"(%4) : (tensor<7xf32>) -> tensor<7xf32>
    %6 = "stablehlo.multiply"(%3, %5) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    return %6 : tensor<7xf32>
  }
}
