module {
  func.func @main(%arg0: tensor<3x8xf16>, %arg1: tensor<3x8xf16>) -> tensor<3x8xf16> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<3x8xf16>) -> tensor<3x8xf32>
    %1 = "stablehlo.convert"(%arg1) : (tensor<3x8xf16>) -> tensor<3x8xf32>
    %2 = "stablehlo.multiply"(%0, %1) : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xf32>
    %3 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.reduce"(%2, %3) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %9 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%9) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3x8xf32>, tensor<f32>) -> tensor<3xf32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3x8xf32>
    %6 = "stablehlo.subtract"(%0, %5) : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xf32>
    %7 = "stablehlo.multiply"(%1, %6) : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xf32>
    %8 = "stablehlo.convert"(%7) : (tensor<3x8xf32>) -> tensor<3x8xf16>
    return %8 : tensor<3x8xf16>
  }
}
