module {
  func.func @main(%arg0: tensor<3x1xf32>) -> tensor<3xf32> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.reduce"(%arg0, %0) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %13 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%13) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<3xf32>
    %2 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %4 = "stablehlo.divide"(%1, %3) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3x1xf32>
    %6 = "stablehlo.subtract"(%arg0, %5) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %7 = "stablehlo.multiply"(%6, %6) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %8 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %9 = "stablehlo.reduce"(%7, %8) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %13 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%13) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<3xf32>
    %10 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %11 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3xf32>
    %12 = "stablehlo.divide"(%9, %11) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    return %12 : tensor<3xf32>
  }
}
