module {
  func.func @main(%arg0: tensor<2x3x9x10xf32>, %arg1: tensor<2x3x8x9xf32>) -> tensor<2x3x8x9xf32> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 2, 3, 9, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x3x9x10xf32>) -> tensor<2x3x9x8xf32>
    %2 = "stablehlo.pad"(%1, %0) {edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 1>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<2x3x9x8xf32>, tensor<f32>) -> tensor<2x3x9x9xf32>
    %3 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 2, 3, 9, 10>, start_indices = array<i64: 0, 0, 0, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x3x9x10xf32>) -> tensor<2x3x9x2xf32>
    %4 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %5 = "stablehlo.reduce"(%3, %4) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %18 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%18) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x3x9x2xf32>, tensor<f32>) -> tensor<2x3x9xf32>
    %6 = "stablehlo.reshape"(%5) : (tensor<2x3x9xf32>) -> tensor<2x3x9x1xf32>
    %7 = "stablehlo.pad"(%6, %0) {edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 8>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<2x3x9x1xf32>, tensor<f32>) -> tensor<2x3x9x9xf32>
    %8 = "stablehlo.add"(%2, %7) : (tensor<2x3x9x9xf32>, tensor<2x3x9x9xf32>) -> tensor<2x3x9x9xf32>
    %9 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %10 = "stablehlo.slice"(%8) {limit_indices = array<i64: 2, 3, 9, 9>, start_indices = array<i64: 0, 0, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x3x9x9xf32>) -> tensor<2x3x6x9xf32>
    %11 = "stablehlo.pad"(%10, %9) {edge_padding_high = array<i64: 0, 0, 2, 0>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<2x3x6x9xf32>, tensor<f32>) -> tensor<2x3x8x9xf32>
    %12 = "stablehlo.slice"(%8) {limit_indices = array<i64: 2, 3, 3, 9>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x3x9x9xf32>) -> tensor<2x3x3x9xf32>
    %13 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %14 = "stablehlo.reduce"(%12, %13) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %18 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%18) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<2x3x3x9xf32>, tensor<f32>) -> tensor<2x3x9xf32>
    %15 = "stablehlo.reshape"(%14) : (tensor<2x3x9xf32>) -> tensor<2x3x1x9xf32>
    %16 = "stablehlo.pad"(%15, %9) {edge_padding_high = array<i64: 0, 0, 7, 0>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<2x3x1x9xf32>, tensor<f32>) -> tensor<2x3x8x9xf32>
    %17 = "stablehlo.add"(%11, %16) : (tensor<2x3x8x9xf32>, tensor<2x3x8x9xf32>) -> tensor<2x3x8x9xf32>
    return %17 : tensor<2x3x8x9xf32>
  }
}
