module {
  func.func @main(%arg0: tensor<2x3x4xf32>, %arg1: tensor<2x5x4xf32>) -> tensor<2x3x5xf32> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.multiply"(%arg0, %arg0) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %2 = "stablehlo.reduce"(%1, %0) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %22 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%22) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x3xf32>
    %3 = "stablehlo.reshape"(%2) : (tensor<2x3xf32>) -> tensor<2x3x1xf32>
    %4 = "stablehlo.multiply"(%arg1, %arg1) : (tensor<2x5x4xf32>, tensor<2x5x4xf32>) -> tensor<2x5x4xf32>
    %5 = "stablehlo.reduce"(%4, %0) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %22 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%22) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x5x4xf32>, tensor<f32>) -> tensor<2x5xf32>
    %6 = "stablehlo.reshape"(%5) : (tensor<2x5xf32>) -> tensor<2x5x1xf32>
    %7 = "stablehlo.constant"() {value = dense<-2.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3x4xf32>
    %9 = "stablehlo.multiply"(%arg0, %8) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %10 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %11 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3x1xf32>
    %12 = "stablehlo.concatenate"(%9, %3, %11) {dimension = 2 : i64} : (tensor<2x3x4xf32>, tensor<2x3x1xf32>, tensor<2x3x1xf32>) -> tensor<2x3x6xf32>
    %13 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x5x1xf32>
    %15 = "stablehlo.concatenate"(%arg1, %14, %6) {dimension = 2 : i64} : (tensor<2x5x4xf32>, tensor<2x5x1xf32>, tensor<2x5x1xf32>) -> tensor<2x5x6xf32>
    %16 = "stablehlo.transpose"(%15) {permutation = array<i64: 0, 2, 1>} : (tensor<2x5x6xf32>) -> tensor<2x6x5xf32>
    %17 = "stablehlo.dot_general"(%12, %16) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x3x6xf32>, tensor<2x6x5xf32>) -> tensor<2x3x5xf32>
    %18 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %19 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3x5xf32>
    %20 = "stablehlo.maximum"(%17, %19) : (tensor<2x3x5xf32>, tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
    %21 = "stablehlo.sqrt"(%20) : (tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
    return %21 : tensor<2x3x5xf32>
  }
}
