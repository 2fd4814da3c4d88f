module {
  func.func @main(%arg0: tensor<64xbf16>, %arg1: tensor<1xbf16>) -> tensor<64xbf16> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<64xbf16>) -> tensor<64xf32>
    %1 = "stablehlo.convert"(%arg1) : (tensor<1xbf16>) -> tensor<1xf32>
    %2 = "stablehlo.reshape"(%1) : (tensor<1xf32>) -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<64xf32>
    %4 = "stablehlo.divide"(%0, %3) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %6 = "stablehlo.sign"(%4) : (tensor<64xf32>) -> tensor<64xf32>
    %7 = "stablehlo.abs"(%4) : (tensor<64xf32>) -> tensor<64xf32>
    %8 = "stablehlo.floor"(%7) : (tensor<64xf32>) -> tensor<64xf32>
    %9 = "stablehlo.multiply"(%6, %8) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %10 = "stablehlo.convert"(%9) : (tensor<64xf32>) -> tensor<64xbf16>
    return %10 : tensor<64xbf16>
  }
}
