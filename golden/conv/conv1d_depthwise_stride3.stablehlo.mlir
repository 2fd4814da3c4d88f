module {
  func.func @main(%arg0: tensor<2x4x11xf32>, %arg1: tensor<4x1x5xf32>) -> tensor<2x4x4xf32> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.pad"(%arg0, %0) {edge_padding_high = array<i64: 0, 0, 2>, edge_padding_low = array<i64: 0, 0, 2>, interior_padding = array<i64: 0, 0, 0>} : (tensor<2x4x11xf32>, tensor<f32>) -> tensor<2x4x15xf32>
    %2 = "stablehlo.reshape"(%1) : (tensor<2x4x15xf32>) -> tensor<2x4x5x3xf32>
    %3 = "stablehlo.slice"(%2) {limit_indices = array<i64: 2, 4, 4, 1>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x4x5x3xf32>) -> tensor<2x4x4x1xf32>
    %4 = "stablehlo.reshape"(%3) : (tensor<2x4x4x1xf32>) -> tensor<2x4x1x4xf32>
    %5 = "stablehlo.reshape"(%4) : (tensor<2x4x1x4xf32>) -> tensor<2x4x4xf32>
    %6 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 4, 1, 1>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<4x1x5xf32>) -> tensor<4x1x1xf32>
    %7 = "stablehlo.reshape"(%6) : (tensor<4x1x1xf32>) -> tensor<4xf32>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<2x4x4xf32>
    %9 = "stablehlo.multiply"(%5, %8) : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %10 = "stablehlo.slice"(%2) {limit_indices = array<i64: 2, 4, 4, 2>, start_indices = array<i64: 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x4x5x3xf32>) -> tensor<2x4x4x1xf32>
    %11 = "stablehlo.reshape"(%10) : (tensor<2x4x4x1xf32>) -> tensor<2x4x1x4xf32>
    %12 = "stablehlo.reshape"(%11) : (tensor<2x4x1x4xf32>) -> tensor<2x4x4xf32>
    %13 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 4, 1, 2>, start_indices = array<i64: 0, 0, 1>, strides = array<i64: 1, 1, 1>} : (tensor<4x1x5xf32>) -> tensor<4x1x1xf32>
    %14 = "stablehlo.reshape"(%13) : (tensor<4x1x1xf32>) -> tensor<4xf32>
    %15 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<2x4x4xf32>
    %16 = "stablehlo.multiply"(%12, %15) : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %17 = "stablehlo.add"(%9, %16) : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %18 = "stablehlo.slice"(%2) {limit_indices = array<i64: 2, 4, 4, 3>, start_indices = array<i64: 0, 0, 0, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x4x5x3xf32>) -> tensor<2x4x4x1xf32>
    %19 = "stablehlo.reshape"(%18) : (tensor<2x4x4x1xf32>) -> tensor<2x4x1x4xf32>
    %20 = "stablehlo.reshape"(%19) : (tensor<2x4x1x4xf32>) -> tensor<2x4x4xf32>
    %21 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 4, 1, 3>, start_indices = array<i64: 0, 0, 2>, strides = array<i64: 1, 1, 1>} : (tensor<4x1x5xf32>) -> tensor<4x1x1xf32>
    %22 = "stablehlo.reshape"(%21) : (tensor<4x1x1xf32>) -> tensor<4xf32>
    %23 = "stablehlo.broadcast_in_dim"(%22) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<2x4x4xf32>
    %24 = "stablehlo.multiply"(%20, %23) : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %25 = "stablehlo.add"(%17, %24) : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %26 = "stablehlo.slice"(%2) {limit_indices = array<i64: 2, 4, 5, 1>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x4x5x3xf32>) -> tensor<2x4x4x1xf32>
    %27 = "stablehlo.reshape"(%26) : (tensor<2x4x4x1xf32>) -> tensor<2x4x1x4xf32>
    %28 = "stablehlo.reshape"(%27) : (tensor<2x4x1x4xf32>) -> tensor<2x4x4xf32>
    %29 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 4, 1, 4>, start_indices = array<i64: 0, 0, 3>, strides = array<i64: 1, 1, 1>} : (tensor<4x1x5xf32>) -> tensor<4x1x1xf32>
    %30 = "stablehlo.reshape"(%29) : (tensor<4x1x1xf32>) -> tensor<4xf32>
    %31 = "stablehlo.broadcast_in_dim"(%30) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<2x4x4xf32>
    %32 = "stablehlo.multiply"(%28, %31) : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %33 = "stablehlo.add"(%25, %32) : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %34 = "stablehlo.slice"(%2) {limit_indices = array<i64: 2, 4, 5, 2>, start_indices = array<i64: 0, 0, 1, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x4x5x3xf32>) -> tensor<2x4x4x1xf32>
    %35 = "stablehlo.reshape"(%34) : (tensor<2x4x4x1xf32>) -> tensor<2x4x1x4xf32>
    %36 = "stablehlo.reshape"(%35) : (tensor<2x4x1x4xf32>) -> tensor<2x4x4xf32>
    %37 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 4, 1, 5>, start_indices = array<i64: 0, 0, 4>, strides = array<i64: 1, 1, 1>} : (tensor<4x1x5xf32>) -> tensor<4x1x1xf32>
    %38 = "stablehlo.reshape"(%37) : (tensor<4x1x1xf32>) -> tensor<4xf32>
    %39 = "stablehlo.broadcast_in_dim"(%38) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<2x4x4xf32>
    %40 = "stablehlo.multiply"(%36, %39) : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %41 = "stablehlo.add"(%33, %40) : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    return %41 : tensor<2x4x4xf32>
  }
}
