module {
  func.func @main(%arg0: tensor<2x4x11xf32>, %arg1: tensor<4x1x5xf32>) -> tensor<2x4x4xf32> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.pad"(%arg0, %0) {edge_padding_high = array<i64: 0, 0, 2>, edge_padding_low = array<i64: 0, 0, 2>, interior_padding = array<i64: 0, 0, 0>} : (tensor<2x4x11xf32>, tensor<f32>) -> tensor<2x4x15xf32>
    %2 = "stablehlo.reshape"(%1) : (tensor<2x4x15xf32>) -> tensor<2x4x5x3xf32>
    %3 = "stablehlo.transpose"(%2) {permutation = array<i64: 0, 1, 3, 2>} : (tensor<2x4x5x3xf32>) -> tensor<2x4x3x5xf32>
    %4 = "stablehlo.slice"(%3) {limit_indices = array<i64: 2, 4, 1, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x4x3x5xf32>) -> tensor<2x4x1x4xf32>
    %5 = "stablehlo.reshape"(%4) : (tensor<2x4x1x4xf32>) -> tensor<2x4x4xf32>
    %6 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 4, 1, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<4x1x5xf32>) -> tensor<4x1x1xf32>
    %7 = "stablehlo.reshape"(%6) : (tensor<4x1x1xf32>) -> tensor<4xf32>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<2x4x4xf32>
    %9 = "stablehlo.multiply"(%5, %8) : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %10 = "stablehlo.slice"(%3) {limit_indices = array<i64: 2, 4, 2, 4>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x4x3x5xf32>) -> tensor<2x4x1x4xf32>
    %11 = "stablehlo.reshape"(%10) : (tensor<2x4x1x4xf32>) -> tensor<2x4x4xf32>
    %12 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 4, 1, 2>, start_indices = array<i64: 0, 0, 1>, strides = array<i64: 1, 1, 1>} : (tensor<4x1x5xf32>) -> tensor<4x1x1xf32>
    %13 = "stablehlo.reshape"(%12) : (tensor<4x1x1xf32>) -> tensor<4xf32>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<2x4x4xf32>
    %15 = "stablehlo.multiply"(%11, %14) : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %16 = "stablehlo.add"(%9, %15) : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %17 = "stablehlo.slice"(%3) {limit_indices = array<i64: 2, 4, 3, 4>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x4x3x5xf32>) -> tensor<2x4x1x4xf32>
    %18 = "stablehlo.reshape"(%17) : (tensor<2x4x1x4xf32>) -> tensor<2x4x4xf32>
    %19 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 4, 1, 3>, start_indices = array<i64: 0, 0, 2>, strides = array<i64: 1, 1, 1>} : (tensor<4x1x5xf32>) -> tensor<4x1x1xf32>
    %20 = "stablehlo.reshape"(%19) : (tensor<4x1x1xf32>) -> tensor<4xf32>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<2x4x4xf32>
    %22 = "stablehlo.multiply"(%18, %21) : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %23 = "stablehlo.add"(%16, %22) : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %24 = "stablehlo.slice"(%3) {limit_indices = array<i64: 2, 4, 1, 5>, start_indices = array<i64: 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x4x3x5xf32>) -> tensor<2x4x1x4xf32>
    %25 = "stablehlo.reshape"(%24) : (tensor<2x4x1x4xf32>) -> tensor<2x4x4xf32>
    %26 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 4, 1, 4>, start_indices = array<i64: 0, 0, 3>, strides = array<i64: 1, 1, 1>} : (tensor<4x1x5xf32>) -> tensor<4x1x1xf32>
    %27 = "stablehlo.reshape"(%26) : (tensor<4x1x1xf32>) -> tensor<4xf32>
    %28 = "stablehlo.broadcast_in_dim"(%27) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<2x4x4xf32>
    %29 = "stablehlo.multiply"(%25, %28) : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %30 = "stablehlo.add"(%23, %29) : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %31 = "stablehlo.slice"(%3) {limit_indices = array<i64: 2, 4, 2, 5>, start_indices = array<i64: 0, 0, 1, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x4x3x5xf32>) -> tensor<2x4x1x4xf32>
    %32 = "stablehlo.reshape"(%31) : (tensor<2x4x1x4xf32>) -> tensor<2x4x4xf32>
    %33 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 4, 1, 5>, start_indices = array<i64: 0, 0, 4>, strides = array<i64: 1, 1, 1>} : (tensor<4x1x5xf32>) -> tensor<4x1x1xf32>
    %34 = "stablehlo.reshape"(%33) : (tensor<4x1x1xf32>) -> tensor<4xf32>
    %35 = "stablehlo.broadcast_in_dim"(%34) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<2x4x4xf32>
    %36 = "stablehlo.multiply"(%32, %35) : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %37 = "stablehlo.add"(%30, %36) : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    return %37 : tensor<2x4x4xf32>
  }
}
