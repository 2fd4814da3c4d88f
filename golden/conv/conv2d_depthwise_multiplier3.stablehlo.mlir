module {
  func.func @main(%arg0: tensor<2x2x5x6xf32>, %arg1: tensor<6x1x2x3xf32>, %arg2: tensor<6xf32>) -> tensor<2x6x4x3xf32> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.pad"(%arg0, %0) {edge_padding_high = array<i64: 0, 0, 0, 1>, edge_padding_low = array<i64: 0, 0, 0, 1>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<2x2x5x6xf32>, tensor<f32>) -> tensor<2x2x5x8xf32>
    %2 = "stablehlo.reshape"(%1) : (tensor<2x2x5x8xf32>) -> tensor<2x2x5x1x4x2xf32>
    %3 = "stablehlo.transpose"(%2) {permutation = array<i64: 0, 1, 3, 5, 2, 4>} : (tensor<2x2x5x1x4x2xf32>) -> tensor<2x2x1x2x5x4xf32>
    %4 = "stablehlo.slice"(%3) {limit_indices = array<i64: 2, 2, 1, 1, 4, 3>, start_indices = array<i64: 0, 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<2x2x1x2x5x4xf32>) -> tensor<2x2x1x1x4x3xf32>
    %5 = "stablehlo.reshape"(%4) : (tensor<2x2x1x1x4x3xf32>) -> tensor<2x2x4x3xf32>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64: 0, 1, 3, 4>} : (tensor<2x2x4x3xf32>) -> tensor<2x2x3x4x3xf32>
    %7 = "stablehlo.reshape"(%6) : (tensor<2x2x3x4x3xf32>) -> tensor<2x6x4x3xf32>
    %8 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 1, 1>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x2x3xf32>) -> tensor<6x1x1x1xf32>
    %9 = "stablehlo.reshape"(%8) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x4x3xf32>
    %11 = "stablehlo.multiply"(%7, %10) : (tensor<2x6x4x3xf32>, tensor<2x6x4x3xf32>) -> tensor<2x6x4x3xf32>
    %12 = "stablehlo.slice"(%3) {limit_indices = array<i64: 2, 2, 1, 2, 4, 3>, start_indices = array<i64: 0, 0, 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<2x2x1x2x5x4xf32>) -> tensor<2x2x1x1x4x3xf32>
    %13 = "stablehlo.reshape"(%12) : (tensor<2x2x1x1x4x3xf32>) -> tensor<2x2x4x3xf32>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64: 0, 1, 3, 4>} : (tensor<2x2x4x3xf32>) -> tensor<2x2x3x4x3xf32>
    %15 = "stablehlo.reshape"(%14) : (tensor<2x2x3x4x3xf32>) -> tensor<2x6x4x3xf32>
    %16 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 1, 2>, start_indices = array<i64: 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x2x3xf32>) -> tensor<6x1x1x1xf32>
    %17 = "stablehlo.reshape"(%16) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %18 = "stablehlo.broadcast_in_dim"(%17) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x4x3xf32>
    %19 = "stablehlo.multiply"(%15, %18) : (tensor<2x6x4x3xf32>, tensor<2x6x4x3xf32>) -> tensor<2x6x4x3xf32>
    %20 = "stablehlo.add"(%11, %19) : (tensor<2x6x4x3xf32>, tensor<2x6x4x3xf32>) -> tensor<2x6x4x3xf32>
    %21 = "stablehlo.slice"(%3) {limit_indices = array<i64: 2, 2, 1, 1, 4, 4>, start_indices = array<i64: 0, 0, 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<2x2x1x2x5x4xf32>) -> tensor<2x2x1x1x4x3xf32>
    %22 = "stablehlo.reshape"(%21) : (tensor<2x2x1x1x4x3xf32>) -> tensor<2x2x4x3xf32>
    %23 = "stablehlo.broadcast_in_dim"(%22) {broadcast_dimensions = array<i64: 0, 1, 3, 4>} : (tensor<2x2x4x3xf32>) -> tensor<2x2x3x4x3xf32>
    %24 = "stablehlo.reshape"(%23) : (tensor<2x2x3x4x3xf32>) -> tensor<2x6x4x3xf32>
    %25 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 1, 3>, start_indices = array<i64: 0, 0, 0, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x2x3xf32>) -> tensor<6x1x1x1xf32>
    %26 = "stablehlo.reshape"(%25) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %27 = "stablehlo.broadcast_in_dim"(%26) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x4x3xf32>
    %28 = "stablehlo.multiply"(%24, %27) : (tensor<2x6x4x3xf32>, tensor<2x6x4x3xf32>) -> tensor<2x6x4x3xf32>
    %29 = "stablehlo.add"(%20, %28) : (tensor<2x6x4x3xf32>, tensor<2x6x4x3xf32>) -> tensor<2x6x4x3xf32>
    %30 = "stablehlo.slice"(%3) {limit_indices = array<i64: 2, 2, 1, 1, 5, 3>, start_indices = array<i64: 0, 0, 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<2x2x1x2x5x4xf32>) -> tensor<2x2x1x1x4x3xf32>
    %31 = "stablehlo.reshape"(%30) : (tensor<2x2x1x1x4x3xf32>) -> tensor<2x2x4x3xf32>
    %32 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64: 0, 1, 3, 4>} : (tensor<2x2x4x3xf32>) -> tensor<2x2x3x4x3xf32>
    %33 = "stablehlo.reshape"(%32) : (tensor<2x2x3x4x3xf32>) -> tensor<2x6x4x3xf32>
    %34 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 2, 1>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x2x3xf32>) -> tensor<6x1x1x1xf32>
    %35 = "stablehlo.reshape"(%34) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %36 = "stablehlo.broadcast_in_dim"(%35) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x4x3xf32>
    %37 = "stablehlo.multiply"(%33, %36) : (tensor<2x6x4x3xf32>, tensor<2x6x4x3xf32>) -> tensor<2x6x4x3xf32>
    %38 = "stablehlo.add"(%29, %37) : (tensor<2x6x4x3xf32>, tensor<2x6x4x3xf32>) -> tensor<2x6x4x3xf32>
    %39 = "stablehlo.slice"(%3) {limit_indices = array<i64: 2, 2, 1, 2, 5, 3>, start_indices = array<i64: 0, 0, 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<2x2x1x2x5x4xf32>) -> tensor<2x2x1x1x4x3xf32>
    %40 = "stablehlo.reshape"(%39) : (tensor<2x2x1x1x4x3xf32>) -> tensor<2x2x4x3xf32>
    %41 = "stablehlo.broadcast_in_dim"(%40) {broadcast_dimensions = array<i64: 0, 1, 3, 4>} : (tensor<2x2x4x3xf32>) -> tensor<2x2x3x4x3xf32>
    %42 = "stablehlo.reshape"(%41) : (tensor<2x2x3x4x3xf32>) -> tensor<2x6x4x3xf32>
    %43 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 2, 2>, start_indices = array<i64: 0, 0, 1, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x2x3xf32>) -> tensor<6x1x1x1xf32>
    %44 = "stablehlo.reshape"(%43) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %45 = "stablehlo.broadcast_in_dim"(%44) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x4x3xf32>
    %46 = "stablehlo.multiply"(%42, %45) : (tensor<2x6x4x3xf32>, tensor<2x6x4x3xf32>) -> tensor<2x6x4x3xf32>
    %47 = "stablehlo.add"(%38, %46) : (tensor<2x6x4x3xf32>, tensor<2x6x4x3xf32>) -> tensor<2x6x4x3xf32>
    %48 = "stablehlo.slice"(%3) {limit_indices = array<i64: 2, 2, 1, 1, 5, 4>, start_indices = array<i64: 0, 0, 0, 0, 1, 1>, strides = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<2x2x1x2x5x4xf32>) -> tensor<2x2x1x1x4x3xf32>
    %49 = "stablehlo.reshape"(%48) : (tensor<2x2x1x1x4x3xf32>) -> tensor<2x2x4x3xf32>
    %50 = "stablehlo.broadcast_in_dim"(%49) {broadcast_dimensions = array<i64: 0, 1, 3, 4>} : (tensor<2x2x4x3xf32>) -> tensor<2x2x3x4x3xf32>
    %51 = "stablehlo.reshape"(%50) : (tensor<2x2x3x4x3xf32>) -> tensor<2x6x4x3xf32>
    %52 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 2, 3>, start_indices = array<i64: 0, 0, 1, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x2x3xf32>) -> tensor<6x1x1x1xf32>
    %53 = "stablehlo.reshape"(%52) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %54 = "stablehlo.broadcast_in_dim"(%53) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x4x3xf32>
    %55 = "stablehlo.multiply"(%51, %54) : (tensor<2x6x4x3xf32>, tensor<2x6x4x3xf32>) -> tensor<2x6x4x3xf32>
    %56 = "stablehlo.add"(%47, %55) : (tensor<2x6x4x3xf32>, tensor<2x6x4x3xf32>) -> tensor<2x6x4x3xf32>
    %57 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x4x3xf32>
    %58 = "stablehlo.add"(%56, %57) : (tensor<2x6x4x3xf32>, tensor<2x6x4x3xf32>) -> tensor<2x6x4x3xf32>
    return %58 : tensor<2x6x4x3xf32>
  }
}
