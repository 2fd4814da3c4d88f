module {
  func.func @main(%arg0: tensor<3x4x5xf32>) -> (tensor<3x4x5xf32>, tensor<3x1xf32>, tensor<3x1xf32>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<3x4x5xf32>) -> tensor<3x1x20xf32>
    %1 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.reduce"(%0, %1) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %20 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%20) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<3x1x20xf32>, tensor<f32>) -> tensor<3x1xf32>
    %3 = "stablehlo.constant"() {value = dense<2.000000e+01> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x1xf32>
    %5 = "stablehlo.divide"(%2, %4) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<3x1xf32>) -> tensor<3x1x20xf32>
    %7 = "stablehlo.subtract"(%0, %6) : (tensor<3x1x20xf32>, tensor<3x1x20xf32>) -> tensor<3x1x20xf32>
    %8 = "stablehlo.multiply"(%7, %7) : (tensor<3x1x20xf32>, tensor<3x1x20xf32>) -> tensor<3x1x20xf32>
    %9 = "stablehlo.reduce"(%8, %1) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %20 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%20) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<3x1x20xf32>, tensor<f32>) -> tensor<3x1xf32>
    %10 = "stablehlo.divide"(%9, %4) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %11 = "stablehlo.constant"() {value = dense<9.99999974E-6> : tensor<f32>} : () -> tensor<f32>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x1xf32>
    %13 = "stablehlo.add"(%10, %12) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %14 = "stablehlo.rsqrt"(%13) : (tensor<3x1xf32>) -> tensor<3x1xf32>
    %15 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<3x1xf32>) -> tensor<3x1x20xf32>
    %16 = "stablehlo.subtract"(%0, %15) : (tensor<3x1x20xf32>, tensor<3x1x20xf32>) -> tensor<3x1x20xf32>
    %17 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<3x1xf32>) -> tensor<3x1x20xf32>
    %18 = "stablehlo.multiply"(%16, %17) : (tensor<3x1x20xf32>, tensor<3x1x20xf32>) -> tensor<3x1x20xf32>
    %19 = "stablehlo.reshape"(%18) : (tensor<3x1x20xf32>) -> tensor<3x4x5xf32>
    return %19, %5, %14 : tensor<3x4x5xf32>, tensor<3x1xf32>, tensor<3x1xf32>
  }
}
