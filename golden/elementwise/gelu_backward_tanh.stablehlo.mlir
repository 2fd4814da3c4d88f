module {
  func.func @main(%arg0: tensor<3x4xf32>, %arg1: tensor<3x4xf32>) -> tensor<3x4xf32> {
    %0 = "stablehlo.multiply"(%arg1, %arg1) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %1 = "stablehlo.constant"() {value = dense<0.797884583> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %3 = "stablehlo.constant"() {value = dense<4.471500e-02> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %5 = "stablehlo.multiply"(%0, %arg1) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %6 = "stablehlo.multiply"(%4, %5) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %7 = "stablehlo.add"(%arg1, %6) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %8 = "stablehlo.multiply"(%2, %7) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %9 = "stablehlo.tanh"(%8) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %10 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f32>} : () -> tensor<f32>
    %11 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %12 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %14 = "stablehlo.add"(%13, %9) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %15 = "stablehlo.multiply"(%11, %14) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %16 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %18 = "stablehlo.multiply"(%9, %9) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %19 = "stablehlo.subtract"(%17, %18) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %20 = "stablehlo.constant"() {value = dense<0.797884583> : tensor<f32>} : () -> tensor<f32>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %22 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %23 = "stablehlo.broadcast_in_dim"(%22) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %24 = "stablehlo.constant"() {value = dense<1.341450e-01> : tensor<f32>} : () -> tensor<f32>
    %25 = "stablehlo.broadcast_in_dim"(%24) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %26 = "stablehlo.multiply"(%25, %0) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %27 = "stablehlo.add"(%23, %26) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %28 = "stablehlo.multiply"(%21, %27) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %29 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f32>} : () -> tensor<f32>
    %30 = "stablehlo.broadcast_in_dim"(%29) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %31 = "stablehlo.multiply"(%30, %arg1) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %32 = "stablehlo.multiply"(%19, %28) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %33 = "stablehlo.multiply"(%31, %32) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %34 = "stablehlo.add"(%15, %33) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %35 = "stablehlo.multiply"(%arg0, %34) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    return %35 : tensor<3x4xf32>
  }
}
