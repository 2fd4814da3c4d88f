module {
  func.func @main(%arg0: tensor<2x4x11xf32>, %arg1: tensor<4x1x5xf32>, %arg2: tensor<4xf32>) -> tensor<2x4x6xf32> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.pad"(%arg0, %0) {edge_padding_high = array<i64: 0, 0, 2>, edge_padding_low = array<i64: 0, 0, 2>, interior_padding = array<i64: 0, 0, 0>} : (tensor<2x4x11xf32>, tensor<f32>) -> tensor<2x4x15xf32>
    %2 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.pad"(%1, %2) {edge_padding_high = array<i64: 0, 0, 1>, edge_padding_low = array<i64: 0, 0, 0>, interior_padding = array<i64: 0, 0, 0>} : (tensor<2x4x15xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %4 = "stablehlo.reshape"(%3) : (tensor<2x4x16xf32>) -> tensor<2x4x8x2xf32>
    %5 = "stablehlo.slice"(%4) {limit_indices = array<i64: 2, 4, 6, 1>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x4x8x2xf32>) -> tensor<2x4x6x1xf32>
    %6 = "stablehlo.reshape"(%5) : (tensor<2x4x6x1xf32>) -> tensor<2x4x1x6xf32>
    %7 = "stablehlo.reshape"(%6) : (tensor<2x4x1x6xf32>) -> tensor<2x4x6xf32>
    %8 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 4, 1, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<4x1x5xf32>) -> tensor<4x1x1xf32>
    %9 = "stablehlo.reshape"(%8) : (tensor<4x1x1xf32>) -> tensor<4xf32>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<2x4x6xf32>
    %11 = "stablehlo.multiply"(%7, %10) : (tensor<2x4x6xf32>, tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
    %12 = "stablehlo.slice"(%4) {limit_indices = array<i64: 2, 4, 6, 2>, start_indices = array<i64: 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x4x8x2xf32>) -> tensor<2x4x6x1xf32>
    %13 = "stablehlo.reshape"(%12) : (tensor<2x4x6x1xf32>) -> tensor<2x4x1x6xf32>
    %14 = "stablehlo.reshape"(%13) : (tensor<2x4x1x6xf32>) -> tensor<2x4x6xf32>
    %15 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 4, 1, 2>, start_indices = array<i64: 0, 0, 1>, strides = array<i64: 1, 1, 1>} : (tensor<4x1x5xf32>) -> tensor<4x1x1xf32>
    %16 = "stablehlo.reshape"(%15) : (tensor<4x1x1xf32>) -> tensor<4xf32>
    %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<2x4x6xf32>
    %18 = "stablehlo.multiply"(%14, %17) : (tensor<2x4x6xf32>, tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
    %19 = "stablehlo.add"(%11, %18) : (tensor<2x4x6xf32>, tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
    %20 = "stablehlo.slice"(%4) {limit_indices = array<i64: 2, 4, 7, 1>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x4x8x2xf32>) -> tensor<2x4x6x1xf32>
    %21 = "stablehlo.reshape"(%20) : (tensor<2x4x6x1xf32>) -> tensor<2x4x1x6xf32>
    %22 = "stablehlo.reshape"(%21) : (tensor<2x4x1x6xf32>) -> tensor<2x4x6xf32>
    %23 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 4, 1, 3>, start_indices = array<i64: 0, 0, 2>, strides = array<i64: 1, 1, 1>} : (tensor<4x1x5xf32>) -> tensor<4x1x1xf32>
    %24 = "stablehlo.reshape"(%23) : (tensor<4x1x1xf32>) -> tensor<4xf32>
    %25 = "stablehlo.broadcast_in_dim"(%24) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<2x4x6xf32>
    %26 = "stablehlo.multiply"(%22, %25) : (tensor<2x4x6xf32>, tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
    %27 = "stablehlo.add"(%19, %26) : (tensor<2x4x6xf32>, tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
    %28 = "stablehlo.slice"(%4) {limit_indices = array<i64: 2, 4, 7, 2>, start_indices = array<i64: 0, 0, 1, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x4x8x2xf32>) -> tensor<2x4x6x1xf32>
    %29 = "stablehlo.reshape"(%28) : (tensor<2x4x6x1xf32>) -> tensor<2x4x1x6xf32>
    %30 = "stablehlo.reshape"(%29) : (tensor<2x4x1x6xf32>) -> tensor<2x4x6xf32>
    %31 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 4, 1, 4>, start_indices = array<i64: 0, 0, 3>, strides = array<i64: 1, 1, 1>} : (tensor<4x1x5xf32>) -> tensor<4x1x1xf32>
    %32 = "stablehlo.reshape"(%31) : (tensor<4x1x1xf32>) -> tensor<4xf32>
    %33 = "stablehlo.broadcast_in_dim"(%32) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<2x4x6xf32>
    %34 = "stablehlo.multiply"(%30, %33) : (tensor<2x4x6xf32>, tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
    %35 = "stablehlo.add"(%27, %34) : (tensor<2x4x6xf32>, tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
    %36 = "stablehlo.slice"(%4) {limit_indices = array<i64: 2, 4, 8, 1>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x4x8x2xf32>) -> tensor<2x4x6x1xf32>
    %37 = "stablehlo.reshape"(%36) : (tensor<2x4x6x1xf32>) -> tensor<2x4x1x6xf32>
    %38 = "stablehlo.reshape"(%37) : (tensor<2x4x1x6xf32>) -> tensor<2x4x6xf32>
    %39 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 4, 1, 5>, start_indices = array<i64: 0, 0, 4>, strides = array<i64: 1, 1, 1>} : (tensor<4x1x5xf32>) -> tensor<4x1x1xf32>
    %40 = "stablehlo.reshape"(%39) : (tensor<4x1x1xf32>) -> tensor<4xf32>
    %41 = "stablehlo.broadcast_in_dim"(%40) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<2x4x6xf32>
    %42 = "stablehlo.multiply"(%38, %41) : (tensor<2x4x6xf32>, tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
    %43 = "stablehlo.add"(%35, %42) : (tensor<2x4x6xf32>, tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
    %44 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<2x4x6xf32>
    %45 = "stablehlo.add"(%43, %44) : (tensor<2x4x6xf32>, tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
    return %45 : tensor<2x4x6xf32>
  }
}
