module {
  func.func @main(%arg0: tensor<2x2x5x6xf32>, %arg1: tensor<6x1x2x3xf32>, %arg2: tensor<6xf32>) -> tensor<2x6x4x3xf32> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.pad"(%arg0, %0) {edge_padding_high = array<i64: 0, 0, 0, 1>, edge_padding_low = array<i64: 0, 0, 0, 1>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<2x2x5x6xf32>, tensor<f32>) -> tensor<2x2x5x8xf32>
    %2 = "stablehlo.slice"(%1) {limit_indices = array<i64: 2, 2, 4, 5>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 2>} : (tensor<2x2x5x8xf32>) -> tensor<2x2x4x3xf32>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64: 0, 1, 3, 4>} : (tensor<2x2x4x3xf32>) -> tensor<2x2x3x4x3xf32>
    %4 = "stablehlo.reshape"(%3) : (tensor<2x2x3x4x3xf32>) -> tensor<2x6x4x3xf32>
    %5 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 1, 1>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x2x3xf32>) -> tensor<6x1x1x1xf32>
    %6 = "stablehlo.reshape"(%5) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x4x3xf32>
    %8 = "stablehlo.multiply"(%4, %7) : (tensor<2x6x4x3xf32>, tensor<2x6x4x3xf32>) -> tensor<2x6x4x3xf32>
    %9 = "stablehlo.slice"(%1) {limit_indices = array<i64: 2, 2, 4, 6>, start_indices = array<i64: 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 2>} : (tensor<2x2x5x8xf32>) -> tensor<2x2x4x3xf32>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64: 0, 1, 3, 4>} : (tensor<2x2x4x3xf32>) -> tensor<2x2x3x4x3xf32>
    %11 = "stablehlo.reshape"(%10) : (tensor<2x2x3x4x3xf32>) -> tensor<2x6x4x3xf32>
    %12 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 1, 2>, start_indices = array<i64: 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x2x3xf32>) -> tensor<6x1x1x1xf32>
    %13 = "stablehlo.reshape"(%12) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x4x3xf32>
    %15 = "stablehlo.multiply"(%11, %14) : (tensor<2x6x4x3xf32>, tensor<2x6x4x3xf32>) -> tensor<2x6x4x3xf32>
    %16 = "stablehlo.add"(%8, %15) : (tensor<2x6x4x3xf32>, tensor<2x6x4x3xf32>) -> tensor<2x6x4x3xf32>
    %17 = "stablehlo.slice"(%1) {limit_indices = array<i64: 2, 2, 4, 7>, start_indices = array<i64: 0, 0, 0, 2>, strides = array<i64: 1, 1, 1, 2>} : (tensor<2x2x5x8xf32>) -> tensor<2x2x4x3xf32>
    %18 = "stablehlo.broadcast_in_dim"(%17) {broadcast_dimensions = array<i64: 0, 1, 3, 4>} : (tensor<2x2x4x3xf32>) -> tensor<2x2x3x4x3xf32>
    %19 = "stablehlo.reshape"(%18) : (tensor<2x2x3x4x3xf32>) -> tensor<2x6x4x3xf32>
    %20 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 1, 3>, start_indices = array<i64: 0, 0, 0, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x2x3xf32>) -> tensor<6x1x1x1xf32>
    %21 = "stablehlo.reshape"(%20) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %22 = "stablehlo.broadcast_in_dim"(%21) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x4x3xf32>
    %23 = "stablehlo.multiply"(%19, %22) : (tensor<2x6x4x3xf32>, tensor<2x6x4x3xf32>) -> tensor<2x6x4x3xf32>
    %24 = "stablehlo.add"(%16, %23) : (tensor<2x6x4x3xf32>, tensor<2x6x4x3xf32>) -> tensor<2x6x4x3xf32>
    %25 = "stablehlo.slice"(%1) {limit_indices = array<i64: 2, 2, 5, 5>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 2>} : (tensor<2x2x5x8xf32>) -> tensor<2x2x4x3xf32>
    %26 = "stablehlo.broadcast_in_dim"(%25) {broadcast_dimensions = array<i64: 0, 1, 3, 4>} : (tensor<2x2x4x3xf32>) -> tensor<2x2x3x4x3xf32>
    %27 = "stablehlo.reshape"(%26) : (tensor<2x2x3x4x3xf32>) -> tensor<2x6x4x3xf32>
    %28 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 2, 1>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x2x3xf32>) -> tensor<6x1x1x1xf32>
    %29 = "stablehlo.reshape"(%28) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %30 = "stablehlo.broadcast_in_dim"(%29) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x4x3xf32>
    %31 = "stablehlo.multiply"(%27, %30) : (tensor<2x6x4x3xf32>, tensor<2x6x4x3xf32>) -> tensor<2x6x4x3xf32>
    %32 = "stablehlo.add"(%24, %31) : (tensor<2x6x4x3xf32>, tensor<2x6x4x3xf32>) -> tensor<2x6x4x3xf32>
    %33 = "stablehlo.slice"(%1) {limit_indices = array<i64: 2, 2, 5, 6>, start_indices = array<i64: 0, 0, 1, 1>, strides = array<i64: 1, 1, 1, 2>} : (tensor<2x2x5x8xf32>) -> tensor<2x2x4x3xf32>
    %34 = "stablehlo.broadcast_in_dim"(%33) {broadcast_dimensions = array<i64: 0, 1, 3, 4>} : (tensor<2x2x4x3xf32>) -> tensor<2x2x3x4x3xf32>
    %35 = "stablehlo.reshape"(%34) : (tensor<2x2x3x4x3xf32>) -> tensor<2x6x4x3xf32>
    %36 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 2, 2>, start_indices = array<i64: 0, 0, 1, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x2x3xf32>) -> tensor<6x1x1x1xf32>
    %37 = "stablehlo.reshape"(%36) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %38 = "stablehlo.broadcast_in_dim"(%37) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x4x3xf32>
    %39 = "stablehlo.multiply"(%35, %38) : (tensor<2x6x4x3xf32>, tensor<2x6x4x3xf32>) -> tensor<2x6x4x3xf32>
    %40 = "stablehlo.add"(%32, %39) : (tensor<2x6x4x3xf32>, tensor<2x6x4x3xf32>) -> tensor<2x6x4x3xf32>
    %41 = "stablehlo.slice"(%1) {limit_indices = array<i64: 2, 2, 5, 7>, start_indices = array<i64: 0, 0, 1, 2>, strides = array<i64: 1, 1, 1, 2>} : (tensor<2x2x5x8xf32>) -> tensor<2x2x4x3xf32>
    %42 = "stablehlo.broadcast_in_dim"(%41) {broadcast_dimensions = array<i64: 0, 1, 3, 4>} : (tensor<2x2x4x3xf32>) -> tensor<2x2x3x4x3xf32>
    %43 = "stablehlo.reshape"(%42) : (tensor<2x2x3x4x3xf32>) -> tensor<2x6x4x3xf32>
    %44 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 2, 3>, start_indices = array<i64: 0, 0, 1, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x2x3xf32>) -> tensor<6x1x1x1xf32>
    %45 = "stablehlo.reshape"(%44) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %46 = "stablehlo.broadcast_in_dim"(%45) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x4x3xf32>
    %47 = "stablehlo.multiply"(%43, %46) : (tensor<2x6x4x3xf32>, tensor<2x6x4x3xf32>) -> tensor<2x6x4x3xf32>
    %48 = "stablehlo.add"(%40, %47) : (tensor<2x6x4x3xf32>, tensor<2x6x4x3xf32>) -> tensor<2x6x4x3xf32>
    %49 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x4x3xf32>
    %50 = "stablehlo.add"(%48, %49) : (tensor<2x6x4x3xf32>, tensor<2x6x4x3xf32>) -> tensor<2x6x4x3xf32>
    return %50 : tensor<2x6x4x3xf32>
  }
}
