module {
  func.func @main(%arg0: tensor<3x4xf32>, %arg1: tensor<3x4xf32>) -> tensor<3x4xf32> {
    %0 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %2 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %4 = "stablehlo.constant"() {value = dense<0.707106769> : tensor<f32>} : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %6 = "stablehlo.multiply"(%arg1, %5) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %7 = "chlo.erf"(%6) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %8 = "stablehlo.add"(%3, %7) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %9 = "stablehlo.multiply"(%1, %8) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %10 = "stablehlo.constant"() {value = dense<0.398942292> : tensor<f32>} : () -> tensor<f32>
    %11 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %12 = "stablehlo.constant"() {value = dense<-5.000000e-01> : tensor<f32>} : () -> tensor<f32>
    %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %14 = "stablehlo.multiply"(%arg1, %arg1) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %15 = "stablehlo.multiply"(%13, %14) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %16 = "stablehlo.exponential"(%15) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %17 = "stablehlo.multiply"(%11, %16) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %18 = "stablehlo.multiply"(%arg1, %17) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %19 = "stablehlo.add"(%9, %18) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %20 = "stablehlo.multiply"(%arg0, %19) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    return %20 : tensor<3x4xf32>
  }
}
