module {
  func.func @main(%arg0: tensor<3x4xf16>) -> tensor<3x4xf16> {
    %0 = "stablehlo.constant"() {value = dense<-5.000000e-01> : tensor<f16>} : () -> tensor<f16>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f16>) -> tensor<3x4xf16>
    %2 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f16>} : () -> tensor<f16>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f16>) -> tensor<3x4xf16>
    %4 = "stablehlo.maximum"(%arg0, %1) : (tensor<3x4xf16>, tensor<3x4xf16>) -> tensor<3x4xf16>
    %5 = "stablehlo.minimum"(%4, %3) : (tensor<3x4xf16>, tensor<3x4xf16>) -> tensor<3x4xf16>
    return %5 : tensor<3x4xf16>
  }
}
