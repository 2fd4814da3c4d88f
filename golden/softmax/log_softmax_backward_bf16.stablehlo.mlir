module {
  func.func @main(%arg0: tensor<3x8xbf16>, %arg1: tensor<3x8xbf16>) -> tensor<3x8xbf16> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<3x8xbf16>) -> tensor<3x8xf32>
    %1 = "stablehlo.convert"(%arg1) : (tensor<3x8xbf16>) -> tensor<3x8xf32>
    %2 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.reduce"(%0, %2) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %9 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%9) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3x8xf32>, tensor<f32>) -> tensor<3xf32>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3x8xf32>
    %5 = "stablehlo.exponential"(%1) : (tensor<3x8xf32>) -> tensor<3x8xf32>
    %6 = "stablehlo.multiply"(%5, %4) : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xf32>
    %7 = "stablehlo.subtract"(%0, %6) : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xf32>
    %8 = "stablehlo.convert"(%7) : (tensor<3x8xf32>) -> tensor<3x8xbf16>
    return %8 : tensor<3x8xbf16>
  }
}
