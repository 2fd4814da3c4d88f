module {
  func.func @main(%arg0: tensor<3x4xbf16>, %arg1: tensor<3x4xbf16>) -> tensor<3x4xbf16> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<3x4xbf16>) -> tensor<3x4xf32>
    %1 = "stablehlo.convert"(%arg1) : (tensor<3x4xbf16>) -> tensor<3x4xf32>
    %2 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %4 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %6 = "stablehlo.constant"() {value = dense<0.707106769> : tensor<f32>} : () -> tensor<f32>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %8 = "stablehlo.multiply"(%1, %7) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %9 = "chlo.erf"(%8) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %10 = "stablehlo.add"(%5, %9) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %11 = "stablehlo.multiply"(%3, %10) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %12 = "stablehlo.constant"() {value = dense<0.398942292> : tensor<f32>} : () -> tensor<f32>
    %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %14 = "stablehlo.constant"() {value = dense<-5.000000e-01> : tensor<f32>} : () -> tensor<f32>
    %15 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %16 = "stablehlo.multiply"(%1, %1) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %17 = "stablehlo.multiply"(%15, %16) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %18 = "stablehlo.exponential"(%17) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %19 = "stablehlo.multiply"(%13, %18) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %20 = "stablehlo.multiply"(%1, %19) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %21 = "stablehlo.add"(%11, %20) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %22 = "stablehlo.multiply"(%0, %21) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %23 = "stablehlo.convert"(%22) : (tensor<3x4xf32>) -> tensor<3x4xbf16>
    return %23 : tensor<3x4xbf16>
  }
}
