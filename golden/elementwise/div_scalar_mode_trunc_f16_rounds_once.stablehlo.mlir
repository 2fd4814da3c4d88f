module {
  func.func @main(%arg0: tensor<64xf16>) -> tensor<64xf16> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<64xf16>) -> tensor<64xf32>
    %1 = "stablehlo.constant"() {value = dense<0.0135345459> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %3 = "stablehlo.divide"(%0, %2) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %5 = "stablehlo.sign"(%3) : (tensor<64xf32>) -> tensor<64xf32>
    %6 = "stablehlo.abs"(%3) : (tensor<64xf32>) -> tensor<64xf32>
    %7 = "stablehlo.floor"(%6) : (tensor<64xf32>) -> tensor<64xf32>
    %8 = "stablehlo.multiply"(%5, %7) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %9 = "stablehlo.convert"(%8) : (tensor<64xf32>) -> tensor<64xf16>
    return %9 : tensor<64xf16>
  }
}
