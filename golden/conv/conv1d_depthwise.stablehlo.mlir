module {
  func.func @main(%arg0: tensor<2x4x11xf32>, %arg1: tensor<4x1x5xf32>, %arg2: tensor<4xf32>) -> tensor<2x4x6xf32> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.pad"(%arg0, %0) {edge_padding_high = array<i64: 0, 0, 2>, edge_padding_low = array<i64: 0, 0, 2>, interior_padding = array<i64: 0, 0, 0>} : (tensor<2x4x11xf32>, tensor<f32>) -> tensor<2x4x15xf32>
    %2 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.pad"(%1, %2) {edge_padding_high = array<i64: 0, 0, 1>, edge_padding_low = array<i64: 0, 0, 0>, interior_padding = array<i64: 0, 0, 0>} : (tensor<2x4x15xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %4 = "stablehlo.reshape"(%3) : (tensor<2x4x16xf32>) -> tensor<2x4x8x2xf32>
    %5 = "stablehlo.transpose"(%4) {permutation = array<i64: 0, 1, 3, 2>} : (tensor<2x4x8x2xf32>) -> tensor<2x4x2x8xf32>
    %6 = "stablehlo.slice"(%5) {limit_indices = array<i64: 2, 4, 1, 6>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x4x2x8xf32>) -> tensor<2x4x1x6xf32>
    %7 = "stablehlo.reshape"(%6) : (tensor<2x4x1x6xf32>) -> tensor<2x4x6xf32>
    %8 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 4, 1, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<4x1x5xf32>) -> tensor<4x1x1xf32>
    %9 = "stablehlo.reshape"(%8) : (tensor<4x1x1xf32>) -> tensor<4xf32>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<2x4x6xf32>
    %11 = "stablehlo.multiply"(%7, %10) : (tensor<2x4x6xf32>, tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
    %12 = "stablehlo.slice"(%5) {limit_indices = array<i64: 2, 4, 2, 6>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x4x2x8xf32>) -> tensor<2x4x1x6xf32>
    %13 = "stablehlo.reshape"(%12) : (tensor<2x4x1x6xf32>) -> tensor<2x4x6xf32>
    %14 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 4, 1, 2>, start_indices = array<i64: 0, 0, 1>, strides = array<i64: 1, 1, 1>} : (tensor<4x1x5xf32>) -> tensor<4x1x1xf32>
    %15 = "stablehlo.reshape"(%14) : (tensor<4x1x1xf32>) -> tensor<4xf32>
    %16 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<2x4x6xf32>
    %17 = "stablehlo.multiply"(%13, %16) : (tensor<2x4x6xf32>, tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
    %18 = "stablehlo.add"(%11, %17) : (tensor<2x4x6xf32>, tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
    %19 = "stablehlo.slice"(%5) {limit_indices = array<i64: 2, 4, 1, 7>, start_indices = array<i64: 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x4x2x8xf32>) -> tensor<2x4x1x6xf32>
    %20 = "stablehlo.reshape"(%19) : (tensor<2x4x1x6xf32>) -> tensor<2x4x6xf32>
    %21 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 4, 1, 3>, start_indices = array<i64: 0, 0, 2>, strides = array<i64: 1, 1, 1>} : (tensor<4x1x5xf32>) -> tensor<4x1x1xf32>
    %22 = "stablehlo.reshape"(%21) : (tensor<4x1x1xf32>) -> tensor<4xf32>
    %23 = "stablehlo.broadcast_in_dim"(%22) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<2x4x6xf32>
    %24 = "stablehlo.multiply"(%20, %23) : (tensor<2x4x6xf32>, tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
    %25 = "stablehlo.add"(%18, %24) : (tensor<2x4x6xf32>, tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
    %26 = "stablehlo.slice"(%5) {limit_indices = array<i64: 2, 4, 2, 7>, start_indices = array<i64: 0, 0, 1, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x4x2x8xf32>) -> tensor<2x4x1x6xf32>
    %27 = "stablehlo.reshape"(%26) : (tensor<2x4x1x6xf32>) -> tensor<2x4x6xf32>
    %28 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 4, 1, 4>, start_indices = array<i64: 0, 0, 3>, strides = array<i64: 1, 1, 1>} : (tensor<4x1x5xf32>) -> tensor<4x1x1xf32>
    %29 = "stablehlo.reshape"(%28) : (tensor<4x1x1xf32>) -> tensor<4xf32>
    %30 = "stablehlo.broadcast_in_dim"(%29) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<2x4x6xf32>
    %31 = "stablehlo.multiply"(%27, %30) : (tensor<2x4x6xf32>, tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
    %32 = "stablehlo.add"(%25, %31) : (tensor<2x4x6xf32>, tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
    %33 = "stablehlo.slice"(%5) {limit_indices = array<i64: 2, 4, 1, 8>, start_indices = array<i64: 0, 0, 0, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x4x2x8xf32>) -> tensor<2x4x1x6xf32>
    %34 = "stablehlo.reshape"(%33) : (tensor<2x4x1x6xf32>) -> tensor<2x4x6xf32>
    %35 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 4, 1, 5>, start_indices = array<i64: 0, 0, 4>, strides = array<i64: 1, 1, 1>} : (tensor<4x1x5xf32>) -> tensor<4x1x1xf32>
    %36 = "stablehlo.reshape"(%35) : (tensor<4x1x1xf32>) -> tensor<4xf32>
    %37 = "stablehlo.broadcast_in_dim"(%36) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<2x4x6xf32>
    %38 = "stablehlo.multiply"(%34, %37) : (tensor<2x4x6xf32>, tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
    %39 = "stablehlo.add"(%32, %38) : (tensor<2x4x6xf32>, tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
    %40 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<2x4x6xf32>
    %41 = "stablehlo.add"(%39, %40) : (tensor<2x4x6xf32>, tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
    return %41 : tensor<2x4x6xf32>
  }
}
