module {
  func.func @main(%arg0: tensor<6xf16>) -> tensor<6xf16> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<6xf16>) -> tensor<6xf32>
    %1 = "stablehlo.constant"() {value = dense<1.000000e+01> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<6xf32>
    %3 = "stablehlo.multiply"(%0, %2) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %4 = "stablehlo.round_nearest_even"(%3) : (tensor<6xf32>) -> tensor<6xf32>
    %5 = "stablehlo.divide"(%4, %2) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %6 = "stablehlo.convert"(%5) : (tensor<6xf32>) -> tensor<6xf16>
    return %6 : tensor<6xf16>
  }
}
