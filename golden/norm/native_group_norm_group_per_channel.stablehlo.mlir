module {
  func.func @main(%arg0: tensor<2x4x3x3xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>) -> (tensor<2x4x3x3xf32>, tensor<2x4xf32>, tensor<2x4xf32>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<2x4x3x3xf32>) -> tensor<2x4x9xf32>
    %1 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.reduce"(%0, %1) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %24 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%24) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x4x9xf32>, tensor<f32>) -> tensor<2x4xf32>
    %3 = "stablehlo.constant"() {value = dense<9.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x4xf32>
    %5 = "stablehlo.divide"(%2, %4) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x4xf32>) -> tensor<2x4x9xf32>
    %7 = "stablehlo.subtract"(%0, %6) : (tensor<2x4x9xf32>, tensor<2x4x9xf32>) -> tensor<2x4x9xf32>
    %8 = "stablehlo.multiply"(%7, %7) : (tensor<2x4x9xf32>, tensor<2x4x9xf32>) -> tensor<2x4x9xf32>
    %9 = "stablehlo.reduce"(%8, %1) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %24 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%24) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x4x9xf32>, tensor<f32>) -> tensor<2x4xf32>
    %10 = "stablehlo.divide"(%9, %4) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %11 = "stablehlo.constant"() {value = dense<1.000000e-03> : tensor<f32>} : () -> tensor<f32>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x4xf32>
    %13 = "stablehlo.add"(%10, %12) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %14 = "stablehlo.rsqrt"(%13) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %15 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x4xf32>) -> tensor<2x4x9xf32>
    %16 = "stablehlo.subtract"(%0, %15) : (tensor<2x4x9xf32>, tensor<2x4x9xf32>) -> tensor<2x4x9xf32>
    %17 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x4xf32>) -> tensor<2x4x9xf32>
    %18 = "stablehlo.multiply"(%16, %17) : (tensor<2x4x9xf32>, tensor<2x4x9xf32>) -> tensor<2x4x9xf32>
    %19 = "stablehlo.reshape"(%18) : (tensor<2x4x9xf32>) -> tensor<2x4x3x3xf32>
    %20 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<2x4x3x3xf32>
    %21 = "stablehlo.multiply"(%19, %20) : (tensor<2x4x3x3xf32>, tensor<2x4x3x3xf32>) -> tensor<2x4x3x3xf32>
    %22 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<2x4x3x3xf32>
    %23 = "stablehlo.add"(%21, %22) : (tensor<2x4x3x3xf32>, tensor<2x4x3x3xf32>) -> tensor<2x4x3x3xf32>
    return %23, %5, %14 : tensor<2x4x3x3xf32>, tensor<2x4xf32>, tensor<2x4xf32>
  }
}
