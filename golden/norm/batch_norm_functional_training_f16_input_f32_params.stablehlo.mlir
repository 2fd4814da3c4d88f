module {
  func.func @main(%arg0: tensor<4x3x2x2xf16>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>, %arg3: tensor<3xf32>, %arg4: tensor<3xf32>) -> (tensor<4x3x2x2xf16>, tensor<3xf16>, tensor<3xf16>, tensor<3xf32>, tensor<3xf32>) {
    %0 = "stablehlo.convert"(%arg0) : (tensor<4x3x2x2xf16>) -> tensor<4x3x2x2xf32>
    %1 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.reduce"(%0, %1) ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %39 = "stablehlo.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%39) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<4x3x2x2xf32>, tensor<f32>) -> tensor<3xf32>
    %3 = "stablehlo.constant"() {value = dense<1.600000e+01> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %5 = "stablehlo.divide"(%2, %4) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<4x3x2x2xf32>
    %7 = "stablehlo.subtract"(%0, %6) : (tensor<4x3x2x2xf32>, tensor<4x3x2x2xf32>) -> tensor<4x3x2x2xf32>
    %8 = "stablehlo.multiply"(%7, %7) : (tensor<4x3x2x2xf32>, tensor<4x3x2x2xf32>) -> tensor<4x3x2x2xf32>
    %9 = "stablehlo.reduce"(%8, %1) ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %39 = "stablehlo.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%39) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<4x3x2x2xf32>, tensor<f32>) -> tensor<3xf32>
    %10 = "stablehlo.divide"(%9, %4) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %11 = "stablehlo.constant"() {value = dense<9.99999974E-6> : tensor<f32>} : () -> tensor<f32>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %13 = "stablehlo.add"(%10, %12) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %14 = "stablehlo.rsqrt"(%13) : (tensor<3xf32>) -> tensor<3xf32>
    %15 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<4x3x2x2xf32>
    %16 = "stablehlo.subtract"(%0, %15) : (tensor<4x3x2x2xf32>, tensor<4x3x2x2xf32>) -> tensor<4x3x2x2xf32>
    %17 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<4x3x2x2xf32>
    %18 = "stablehlo.multiply"(%16, %17) : (tensor<4x3x2x2xf32>, tensor<4x3x2x2xf32>) -> tensor<4x3x2x2xf32>
    %19 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<4x3x2x2xf32>
    %20 = "stablehlo.multiply"(%18, %19) : (tensor<4x3x2x2xf32>, tensor<4x3x2x2xf32>) -> tensor<4x3x2x2xf32>
    %21 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<4x3x2x2xf32>
    %22 = "stablehlo.add"(%20, %21) : (tensor<4x3x2x2xf32>, tensor<4x3x2x2xf32>) -> tensor<4x3x2x2xf32>
    %23 = "stablehlo.constant"() {value = dense<1.000000e-01> : tensor<f32>} : () -> tensor<f32>
    %24 = "stablehlo.broadcast_in_dim"(%23) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %25 = "stablehlo.constant"() {value = dense<0.899999976> : tensor<f32>} : () -> tensor<f32>
    %26 = "stablehlo.broadcast_in_dim"(%25) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %27 = "stablehlo.multiply"(%26, %arg3) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %28 = "stablehlo.multiply"(%24, %5) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %29 = "stablehlo.add"(%27, %28) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %30 = "stablehlo.constant"() {value = dense<1.06666672> : tensor<f32>} : () -> tensor<f32>
    %31 = "stablehlo.broadcast_in_dim"(%30) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %32 = "stablehlo.multiply"(%26, %arg4) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %33 = "stablehlo.multiply"(%10, %31) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %34 = "stablehlo.multiply"(%24, %33) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %35 = "stablehlo.add"(%32, %34) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %36 = "stablehlo.convert"(%22) : (tensor<4x3x2x2xf32>) -> tensor<4x3x2x2xf16>
    %37 = "stablehlo.convert"(%5) : (tensor<3xf32>) -> tensor<3xf16>
    %38 = "stablehlo.convert"(%14) : (tensor<3xf32>) -> tensor<3xf16>
    return %36, %37, %38, %29, %35 : tensor<4x3x2x2xf16>, tensor<3xf16>, tensor<3xf16>, tensor<3xf32>, tensor<3xf32>
  }
}
