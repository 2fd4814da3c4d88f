module {
  func.func @main(%arg0: tensor<3x16xf16>) -> tensor<3xf16> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<3x16xf16>) -> tensor<3x16xf32>
    %1 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.reduce"(%0, %1) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %15 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%15) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3x16xf32>, tensor<f32>) -> tensor<3xf32>
    %3 = "stablehlo.constant"() {value = dense<1.600000e+01> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %5 = "stablehlo.divide"(%2, %4) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3x16xf32>
    %7 = "stablehlo.subtract"(%0, %6) : (tensor<3x16xf32>, tensor<3x16xf32>) -> tensor<3x16xf32>
    %8 = "stablehlo.multiply"(%7, %7) : (tensor<3x16xf32>, tensor<3x16xf32>) -> tensor<3x16xf32>
    %9 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %10 = "stablehlo.reduce"(%8, %9) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %15 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%15) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3x16xf32>, tensor<f32>) -> tensor<3xf32>
    %11 = "stablehlo.constant"() {value = dense<1.500000e+01> : tensor<f32>} : () -> tensor<f32>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %13 = "stablehlo.divide"(%10, %12) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %14 = "stablehlo.convert"(%13) : (tensor<3xf32>) -> tensor<3xf16>
    return %14 : tensor<3xf16>
  }
}
