module {
  func.func @main(%arg0: tensor<4x16xf16>, %arg1: tensor<16xf16>, %arg2: tensor<16xf16>) -> (tensor<4x16xf16>, tensor<4x1xf16>, tensor<4x1xf16>) {
    %0 = "stablehlo.convert"(%arg0) : (tensor<4x16xf16>) -> tensor<4x16xf32>
    %1 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.reduce"(%0, %1) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %30 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%30) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<4x16xf32>, tensor<f32>) -> tensor<4xf32>
    %3 = "stablehlo.constant"() {value = dense<1.600000e+01> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %5 = "stablehlo.divide"(%2, %4) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x16xf32>
    %7 = "stablehlo.subtract"(%0, %6) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %8 = "stablehlo.multiply"(%7, %7) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %9 = "stablehlo.reduce"(%8, %1) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %30 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%30) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<4x16xf32>, tensor<f32>) -> tensor<4xf32>
    %10 = "stablehlo.divide"(%9, %4) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %11 = "stablehlo.constant"() {value = dense<9.99999974E-6> : tensor<f32>} : () -> tensor<f32>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
    %13 = "stablehlo.add"(%10, %12) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %14 = "stablehlo.rsqrt"(%13) : (tensor<4xf32>) -> tensor<4xf32>
    %15 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x16xf32>
    %16 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4x16xf32>
    %17 = "stablehlo.subtract"(%0, %15) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %18 = "stablehlo.multiply"(%17, %16) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %19 = "stablehlo.convert"(%arg1) : (tensor<16xf16>) -> tensor<16xf32>
    %20 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<4x16xf32>
    %21 = "stablehlo.multiply"(%18, %20) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %22 = "stablehlo.convert"(%arg2) : (tensor<16xf16>) -> tensor<16xf32>
    %23 = "stablehlo.broadcast_in_dim"(%22) {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<4x16xf32>
    %24 = "stablehlo.add"(%21, %23) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %25 = "stablehlo.convert"(%24) : (tensor<4x16xf32>) -> tensor<4x16xf16>
    %26 = "stablehlo.convert"(%5) : (tensor<4xf32>) -> tensor<4xf16>
    %27 = "stablehlo.reshape"(%26) : (tensor<4xf16>) -> tensor<4x1xf16>
    %28 = "stablehlo.convert"(%14) : (tensor<4xf32>) -> tensor<4xf16>
    %29 = "stablehlo.reshape"(%28) : (tensor<4xf16>) -> tensor<4x1xf16>
    return %25, %27, %29 : tensor<4x16xf16>, tensor<4x1xf16>, tensor<4x1xf16>
  }
}
