module {
  func.func @main(%arg0: tensor<3x8xf16>) -> tensor<3x8xf16> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<3x8xf16>) -> tensor<3x8xf32>
    %1 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.reduce"(%0, %1) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %12 = "stablehlo.maximum"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%12) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3x8xf32>, tensor<f32>) -> tensor<3xf32>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3x8xf32>
    %4 = "stablehlo.subtract"(%0, %3) : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xf32>
    %5 = "stablehlo.exponential"(%4) : (tensor<3x8xf32>) -> tensor<3x8xf32>
    %6 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %7 = "stablehlo.reduce"(%5, %6) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %12 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%12) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3x8xf32>, tensor<f32>) -> tensor<3xf32>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3x8xf32>
    %9 = "stablehlo.log"(%8) : (tensor<3x8xf32>) -> tensor<3x8xf32>
    %10 = "stablehlo.subtract"(%4, %9) : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xf32>
    %11 = "stablehlo.convert"(%10) : (tensor<3x8xf32>) -> tensor<3x8xf16>
    return %11 : tensor<3x8xf16>
  }
}
