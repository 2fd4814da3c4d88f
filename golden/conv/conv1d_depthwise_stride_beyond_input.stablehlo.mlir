module {
  func.func @main(%arg0: tensor<1x2x5xf32>, %arg1: tensor<2x1x3xf32>) -> tensor<1x2x1xf32> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.pad"(%arg0, %0) {edge_padding_high = array<i64: 0, 0, 1>, edge_padding_low = array<i64: 0, 0, 1>, interior_padding = array<i64: 0, 0, 0>} : (tensor<1x2x5xf32>, tensor<f32>) -> tensor<1x2x7xf32>
    %2 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 2, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 64>} : (tensor<1x2x7xf32>) -> tensor<1x2x1xf32>
    %3 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x3xf32>) -> tensor<2x1x1xf32>
    %4 = "stablehlo.reshape"(%3) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x1xf32>
    %6 = "stablehlo.multiply"(%2, %5) : (tensor<1x2x1xf32>, tensor<1x2x1xf32>) -> tensor<1x2x1xf32>
    %7 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 2, 2>, start_indices = array<i64: 0, 0, 1>, strides = array<i64: 1, 1, 64>} : (tensor<1x2x7xf32>) -> tensor<1x2x1xf32>
    %8 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 2>, start_indices = array<i64: 0, 0, 1>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x3xf32>) -> tensor<2x1x1xf32>
    %9 = "stablehlo.reshape"(%8) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x1xf32>
    %11 = "stablehlo.multiply"(%7, %10) : (tensor<1x2x1xf32>, tensor<1x2x1xf32>) -> tensor<1x2x1xf32>
    %12 = "stablehlo.add"(%6, %11) : (tensor<1x2x1xf32>, tensor<1x2x1xf32>) -> tensor<1x2x1xf32>
    %13 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 2, 3>, start_indices = array<i64: 0, 0, 2>, strides = array<i64: 1, 1, 64>} : (tensor<1x2x7xf32>) -> tensor<1x2x1xf32>
    %14 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 3>, start_indices = array<i64: 0, 0, 2>, strides = array<i64: 1, 1, 1>} : (tensor<2x1x3xf32>) -> tensor<2x1x1xf32>
    %15 = "stablehlo.reshape"(%14) : (tensor<2x1x1xf32>) -> tensor<2xf32>
    %16 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x1xf32>
    %17 = "stablehlo.multiply"(%13, %16) : (tensor<1x2x1xf32>, tensor<1x2x1xf32>) -> tensor<1x2x1xf32>
    %18 = "stablehlo.add"(%12, %17) : (tensor<1x2x1xf32>, tensor<1x2x1xf32>) -> tensor<1x2x1xf32>
    return %18 : tensor<1x2x1xf32>
  }
}
