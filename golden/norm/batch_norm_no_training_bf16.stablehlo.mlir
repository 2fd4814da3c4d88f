module {
  func.func @main(%arg0: tensor<2x3x2x2xbf16>, %arg1: tensor<3xbf16>, %arg2: tensor<3xbf16>, %arg3: tensor<3xbf16>, %arg4: tensor<3xbf16>) -> (tensor<2x3x2x2xbf16>, tensor<0xbf16>, tensor<0xbf16>) {
    %0 = "stablehlo.convert"(%arg0) : (tensor<2x3x2x2xbf16>) -> tensor<2x3x2x2xf32>
    %1 = "stablehlo.convert"(%arg3) : (tensor<3xbf16>) -> tensor<3xf32>
    %2 = "stablehlo.convert"(%arg4) : (tensor<3xbf16>) -> tensor<3xf32>
    %3 = "stablehlo.constant"() {value = dense<9.99999974E-6> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %5 = "stablehlo.add"(%2, %4) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %6 = "stablehlo.rsqrt"(%5) : (tensor<3xf32>) -> tensor<3xf32>
    %7 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<2x3x2x2xf32>
    %8 = "stablehlo.subtract"(%0, %7) : (tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
    %9 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<2x3x2x2xf32>
    %10 = "stablehlo.multiply"(%8, %9) : (tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
    %11 = "stablehlo.convert"(%arg1) : (tensor<3xbf16>) -> tensor<3xf32>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<2x3x2x2xf32>
    %13 = "stablehlo.multiply"(%10, %12) : (tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
    %14 = "stablehlo.convert"(%arg2) : (tensor<3xbf16>) -> tensor<3xf32>
    %15 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<2x3x2x2xf32>
    %16 = "stablehlo.add"(%13, %15) : (tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
    %17 = "stablehlo.convert"(%16) : (tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xbf16>
    %18 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<bf16>} : () -> tensor<bf16>
    %19 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64>} : (tensor<bf16>) -> tensor<0xbf16>
    %20 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<bf16>} : () -> tensor<bf16>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64>} : (tensor<bf16>) -> tensor<0xbf16>
    return %17, %19, %21 : tensor<2x3x2x2xbf16>, tensor<0xbf16>, tensor<0xbf16>
  }
}
