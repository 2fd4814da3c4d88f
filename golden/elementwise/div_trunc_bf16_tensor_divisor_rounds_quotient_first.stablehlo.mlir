module {
  func.func @main(%arg0: tensor<64xbf16>, %arg1: tensor<64xbf16>) -> tensor<64xbf16> {
    %0 = "stablehlo.divide"(%arg0, %arg1) : (tensor<64xbf16>, tensor<64xbf16>) -> tensor<64xbf16>
    %1 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<bf16>} : () -> tensor<bf16>
    %2 = "stablehlo.sign"(%0) : (tensor<64xbf16>) -> tensor<64xbf16>
    %3 = "stablehlo.abs"(%0) : (tensor<64xbf16>) -> tensor<64xbf16>
    %4 = "stablehlo.floor"(%3) : (tensor<64xbf16>) -> tensor<64xbf16>
    %5 = "stablehlo.multiply"(%2, %4) : (tensor<64xbf16>, tensor<64xbf16>) -> tensor<64xbf16>
    return %5 : tensor<64xbf16>
  }
}
