module {
  func.func @main(%arg0: tensor<2x4x11xf32>, %arg1: tensor<4x1x5xf32>, %arg2: tensor<4xf32>) -> tensor<2x4x6xf32> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.pad"(%arg0, %0) {edge_padding_high = array<i64: 0, 0, 2>, edge_padding_low = array<i64: 0, 0, 2>, interior_padding = array<i64: 0, 0, 0>} : (tensor<2x4x11xf32>, tensor<f32>) -> tensor<2x4x15xf32>
    %2 = "stablehlo.slice"(%1) {limit_indices = array<i64: 2, 4, 11>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 2>} : (tensor<2x4x15xf32>) -> tensor<2x4x6xf32>
    %3 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 4, 1, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<4x1x5xf32>) -> tensor<4x1x1xf32>
    %4 = "stablehlo.reshape"(%3) : (tensor<4x1x1xf32>) -> tensor<4xf32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<2x4x6xf32>
    %6 = "stablehlo.multiply"(%2, %5) : (tensor<2x4x6xf32>, tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
    %7 = "stablehlo.slice"(%1) {limit_indices = array<i64: 2, 4, 12>, start_indices = array<i64: 0, 0, 1>, strides = array<i64: 1, 1, 2>} : (tensor<2x4x15xf32>) -> tensor<2x4x6xf32>
    %8 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 4, 1, 2>, start_indices = array<i64: 0, 0, 1>, strides = array<i64: 1, 1, 1>} : (tensor<4x1x5xf32>) -> tensor<4x1x1xf32>
    %9 = "stablehlo.reshape"(%8) : (tensor<4x1x1xf32>) -> tensor<4xf32>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<2x4x6xf32>
    %11 = "stablehlo.multiply"(%7, %10) : (tensor<2x4x6xf32>, tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
    %12 = "stablehlo.add"(%6, %11) : (tensor<2x4x6xf32>, tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
    %13 = "stablehlo.slice"(%1) {limit_indices = array<i64: 2, 4, 13>, start_indices = array<i64: 0, 0, 2>, strides = array<i64: 1, 1, 2>} : (tensor<2x4x15xf32>) -> tensor<2x4x6xf32>
    %14 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 4, 1, 3>, start_indices = array<i64: 0, 0, 2>, strides = array<i64: 1, 1, 1>} : (tensor<4x1x5xf32>) -> tensor<4x1x1xf32>
    %15 = "stablehlo.reshape"(%14) : (tensor<4x1x1xf32>) -> tensor<4xf32>
    %16 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<2x4x6xf32>
    %17 = "stablehlo.multiply"(%13, %16) : (tensor<2x4x6xf32>, tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
    %18 = "stablehlo.add"(%12, %17) : (tensor<2x4x6xf32>, tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
    %19 = "stablehlo.slice"(%1) {limit_indices = array<i64: 2, 4, 14>, start_indices = array<i64: 0, 0, 3>, strides = array<i64: 1, 1, 2>} : (tensor<2x4x15xf32>) -> tensor<2x4x6xf32>
    %20 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 4, 1, 4>, start_indices = array<i64: 0, 0, 3>, strides = array<i64: 1, 1, 1>} : (tensor<4x1x5xf32>) -> tensor<4x1x1xf32>
    %21 = "stablehlo.reshape"(%20) : (tensor<4x1x1xf32>) -> tensor<4xf32>
    %22 = "stablehlo.broadcast_in_dim"(%21) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<2x4x6xf32>
    %23 = "stablehlo.multiply"(%19, %22) : (tensor<2x4x6xf32>, tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
    %24 = "stablehlo.add"(%18, %23) : (tensor<2x4x6xf32>, tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
    %25 = "stablehlo.slice"(%1) {limit_indices = array<i64: 2, 4, 15>, start_indices = array<i64: 0, 0, 4>, strides = array<i64: 1, 1, 2>} : (tensor<2x4x15xf32>) -> tensor<2x4x6xf32>
    %26 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 4, 1, 5>, start_indices = array<i64: 0, 0, 4>, strides = array<i64: 1, 1, 1>} : (tensor<4x1x5xf32>) -> tensor<4x1x1xf32>
    %27 = "stablehlo.reshape"(%26) : (tensor<4x1x1xf32>) -> tensor<4xf32>
    %28 = "stablehlo.broadcast_in_dim"(%27) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<2x4x6xf32>
    %29 = "stablehlo.multiply"(%25, %28) : (tensor<2x4x6xf32>, tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
    %30 = "stablehlo.add"(%24, %29) : (tensor<2x4x6xf32>, tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
    %31 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<2x4x6xf32>
    %32 = "stablehlo.add"(%30, %31) : (tensor<2x4x6xf32>, tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
    return %32 : tensor<2x4x6xf32>
  }
}
