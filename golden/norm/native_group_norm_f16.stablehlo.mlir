module {
  func.func @main(%arg0: tensor<2x4x4x4xf16>, %arg1: tensor<4xf16>, %arg2: tensor<4xf16>) -> (tensor<2x4x4x4xf16>, tensor<2x2xf16>, tensor<2x2xf16>) {
    %0 = "stablehlo.convert"(%arg0) : (tensor<2x4x4x4xf16>) -> tensor<2x4x4x4xf32>
    %1 = "stablehlo.reshape"(%0) : (tensor<2x4x4x4xf32>) -> tensor<2x2x32xf32>
    %2 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.reduce"(%1, %2) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %30 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%30) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x2x32xf32>, tensor<f32>) -> tensor<2x2xf32>
    %4 = "stablehlo.constant"() {value = dense<3.200000e+01> : tensor<f32>} : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %6 = "stablehlo.divide"(%3, %5) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x2xf32>) -> tensor<2x2x32xf32>
    %8 = "stablehlo.subtract"(%1, %7) : (tensor<2x2x32xf32>, tensor<2x2x32xf32>) -> tensor<2x2x32xf32>
    %9 = "stablehlo.multiply"(%8, %8) : (tensor<2x2x32xf32>, tensor<2x2x32xf32>) -> tensor<2x2x32xf32>
    %10 = "stablehlo.reduce"(%9, %2) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %30 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%30) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x2x32xf32>, tensor<f32>) -> tensor<2x2xf32>
    %11 = "stablehlo.divide"(%10, %5) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %12 = "stablehlo.constant"() {value = dense<9.99999974E-6> : tensor<f32>} : () -> tensor<f32>
    %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2xf32>
    %14 = "stablehlo.add"(%11, %13) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %15 = "stablehlo.rsqrt"(%14) : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %16 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x2xf32>) -> tensor<2x2x32xf32>
    %17 = "stablehlo.subtract"(%1, %16) : (tensor<2x2x32xf32>, tensor<2x2x32xf32>) -> tensor<2x2x32xf32>
    %18 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x2xf32>) -> tensor<2x2x32xf32>
    %19 = "stablehlo.multiply"(%17, %18) : (tensor<2x2x32xf32>, tensor<2x2x32xf32>) -> tensor<2x2x32xf32>
    %20 = "stablehlo.reshape"(%19) : (tensor<2x2x32xf32>) -> tensor<2x4x4x4xf32>
    %21 = "stablehlo.convert"(%arg1) : (tensor<4xf16>) -> tensor<4xf32>
    %22 = "stablehlo.broadcast_in_dim"(%21) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<2x4x4x4xf32>
    %23 = "stablehlo.multiply"(%20, %22) : (tensor<2x4x4x4xf32>, tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
    %24 = "stablehlo.convert"(%arg2) : (tensor<4xf16>) -> tensor<4xf32>
    %25 = "stablehlo.broadcast_in_dim"(%24) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<2x4x4x4xf32>
    %26 = "stablehlo.add"(%23, %25) : (tensor<2x4x4x4xf32>, tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
    %27 = "stablehlo.convert"(%26) : (tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf16>
    %28 = "stablehlo.convert"(%6) : (tensor<2x2xf32>) -> tensor<2x2xf16>
    %29 = "stablehlo.convert"(%15) : (tensor<2x2xf32>) -> tensor<2x2xf16>
    return %27, %28, %29 : tensor<2x4x4x4xf16>, tensor<2x2xf16>, tensor<2x2xf16>
  }
}
