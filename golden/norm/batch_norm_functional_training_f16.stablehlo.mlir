module {
  func.func @main(%arg0: tensor<4x3x2x2xf16>, %arg1: tensor<3xf16>, %arg2: tensor<3xf16>, %arg3: tensor<3xf16>, %arg4: tensor<3xf16>) -> (tensor<4x3x2x2xf16>, tensor<3xf16>, tensor<3xf16>, tensor<3xf32>, tensor<3xf32>) {
    %0 = "stablehlo.convert"(%arg0) : (tensor<4x3x2x2xf16>) -> tensor<4x3x2x2xf32>
    %1 = "stablehlo.convert"(%arg3) : (tensor<3xf16>) -> tensor<3xf32>
    %2 = "stablehlo.convert"(%arg4) : (tensor<3xf16>) -> tensor<3xf32>
    %3 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.reduce"(%0, %3) ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %43 = "stablehlo.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%43) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<4x3x2x2xf32>, tensor<f32>) -> tensor<3xf32>
    %5 = "stablehlo.constant"() {value = dense<1.600000e+01> : tensor<f32>} : () -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %7 = "stablehlo.divide"(%4, %6) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<4x3x2x2xf32>
    %9 = "stablehlo.subtract"(%0, %8) : (tensor<4x3x2x2xf32>, tensor<4x3x2x2xf32>) -> tensor<4x3x2x2xf32>
    %10 = "stablehlo.multiply"(%9, %9) : (tensor<4x3x2x2xf32>, tensor<4x3x2x2xf32>) -> tensor<4x3x2x2xf32>
    %11 = "stablehlo.reduce"(%10, %3) ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %43 = "stablehlo.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%43) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<4x3x2x2xf32>, tensor<f32>) -> tensor<3xf32>
    %12 = "stablehlo.divide"(%11, %6) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %13 = "stablehlo.constant"() {value = dense<9.99999974E-6> : tensor<f32>} : () -> tensor<f32>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %15 = "stablehlo.add"(%12, %14) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %16 = "stablehlo.rsqrt"(%15) : (tensor<3xf32>) -> tensor<3xf32>
    %17 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<4x3x2x2xf32>
    %18 = "stablehlo.subtract"(%0, %17) : (tensor<4x3x2x2xf32>, tensor<4x3x2x2xf32>) -> tensor<4x3x2x2xf32>
    %19 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<4x3x2x2xf32>
    %20 = "stablehlo.multiply"(%18, %19) : (tensor<4x3x2x2xf32>, tensor<4x3x2x2xf32>) -> tensor<4x3x2x2xf32>
    %21 = "stablehlo.convert"(%arg1) : (tensor<3xf16>) -> tensor<3xf32>
    %22 = "stablehlo.broadcast_in_dim"(%21) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<4x3x2x2xf32>
    %23 = "stablehlo.multiply"(%20, %22) : (tensor<4x3x2x2xf32>, tensor<4x3x2x2xf32>) -> tensor<4x3x2x2xf32>
    %24 = "stablehlo.convert"(%arg2) : (tensor<3xf16>) -> tensor<3xf32>
    %25 = "stablehlo.broadcast_in_dim"(%24) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<4x3x2x2xf32>
    %26 = "stablehlo.add"(%23, %25) : (tensor<4x3x2x2xf32>, tensor<4x3x2x2xf32>) -> tensor<4x3x2x2xf32>
    %27 = "stablehlo.constant"() {value = dense<1.000000e-01> : tensor<f32>} : () -> tensor<f32>
    %28 = "stablehlo.broadcast_in_dim"(%27) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %29 = "stablehlo.constant"() {value = dense<0.899999976> : tensor<f32>} : () -> tensor<f32>
    %30 = "stablehlo.broadcast_in_dim"(%29) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %31 = "stablehlo.multiply"(%30, %1) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %32 = "stablehlo.multiply"(%28, %7) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %33 = "stablehlo.add"(%31, %32) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %34 = "stablehlo.constant"() {value = dense<1.06666672> : tensor<f32>} : () -> tensor<f32>
    %35 = "stablehlo.broadcast_in_dim"(%34) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %36 = "stablehlo.multiply"(%30, %2) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %37 = "stablehlo.multiply"(%12, %35) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %38 = "stablehlo.multiply"(%28, %37) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %39 = "stablehlo.add"(%36, %38) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %40 = "stablehlo.convert"(%26) : (tensor<4x3x2x2xf32>) -> tensor<4x3x2x2xf16>
    %41 = "stablehlo.convert"(%7) : (tensor<3xf32>) -> tensor<3xf16>
    %42 = "stablehlo.convert"(%16) : (tensor<3xf32>) -> tensor<3xf16>
    return %40, %41, %42, %33, %39 : tensor<4x3x2x2xf16>, tensor<3xf16>, tensor<3xf16>, tensor<3xf32>, tensor<3xf32>
  }
}
