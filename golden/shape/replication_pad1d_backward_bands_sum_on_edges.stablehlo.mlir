module {
  func.func @main(%arg0: tensor<2x3x10xf32>, %arg1: tensor<2x3x5xf32>) -> tensor<2x3x5xf32> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 2, 3, 8>, start_indices = array<i64: 0, 0, 3>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x10xf32>) -> tensor<2x3x5xf32>
    %2 = "stablehlo.pad"(%1, %0) {edge_padding_high = array<i64: 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0>, interior_padding = array<i64: 0, 0, 0>} : (tensor<2x3x5xf32>, tensor<f32>) -> tensor<2x3x5xf32>
    %3 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 2, 3, 3>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x10xf32>) -> tensor<2x3x3xf32>
    %4 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %5 = "stablehlo.reduce"(%3, %4) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %15 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%15) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x3x3xf32>, tensor<f32>) -> tensor<2x3xf32>
    %6 = "stablehlo.reshape"(%5) : (tensor<2x3xf32>) -> tensor<2x3x1xf32>
    %7 = "stablehlo.pad"(%6, %0) {edge_padding_high = array<i64: 0, 0, 4>, edge_padding_low = array<i64: 0, 0, 0>, interior_padding = array<i64: 0, 0, 0>} : (tensor<2x3x1xf32>, tensor<f32>) -> tensor<2x3x5xf32>
    %8 = "stablehlo.add"(%2, %7) : (tensor<2x3x5xf32>, tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
    %9 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 2, 3, 10>, start_indices = array<i64: 0, 0, 8>, strides = array<i64: 1, 1, 1>} : (tensor<2x3x10xf32>) -> tensor<2x3x2xf32>
    %10 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %11 = "stablehlo.reduce"(%9, %10) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %15 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%15) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x3x2xf32>, tensor<f32>) -> tensor<2x3xf32>
    %12 = "stablehlo.reshape"(%11) : (tensor<2x3xf32>) -> tensor<2x3x1xf32>
    %13 = "stablehlo.pad"(%12, %0) {edge_padding_high = array<i64: 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 4>, interior_padding = array<i64: 0, 0, 0>} : (tensor<2x3x1xf32>, tensor<f32>) -> tensor<2x3x5xf32>
    %14 = "stablehlo.add"(%8, %13) : (tensor<2x3x5xf32>, tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
    return %14 : tensor<2x3x5xf32>
  }
}
