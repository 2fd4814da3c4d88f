module {
  func.func @main(%arg0: tensor<2x6x9x8xf32>, %arg1: tensor<6x1x3x3xf32>, %arg2: tensor<6xf32>) -> tensor<2x6x5x4xf32> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.pad"(%arg0, %0) {edge_padding_high = array<i64: 0, 0, 1, 1>, edge_padding_low = array<i64: 0, 0, 1, 1>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<2x6x9x8xf32>, tensor<f32>) -> tensor<2x6x11x10xf32>
    %2 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.pad"(%1, %2) {edge_padding_high = array<i64: 0, 0, 1, 0>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<2x6x11x10xf32>, tensor<f32>) -> tensor<2x6x12x10xf32>
    %4 = "stablehlo.reshape"(%3) : (tensor<2x6x12x10xf32>) -> tensor<2x6x6x2x5x2xf32>
    %5 = "stablehlo.transpose"(%4) {permutation = array<i64: 0, 1, 3, 5, 2, 4>} : (tensor<2x6x6x2x5x2xf32>) -> tensor<2x6x2x2x6x5xf32>
    %6 = "stablehlo.slice"(%5) {limit_indices = array<i64: 2, 6, 1, 1, 5, 4>, start_indices = array<i64: 0, 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<2x6x2x2x6x5xf32>) -> tensor<2x6x1x1x5x4xf32>
    %7 = "stablehlo.reshape"(%6) : (tensor<2x6x1x1x5x4xf32>) -> tensor<2x6x5x4xf32>
    %8 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 1, 1>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x3x3xf32>) -> tensor<6x1x1x1xf32>
    %9 = "stablehlo.reshape"(%8) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x5x4xf32>
    %11 = "stablehlo.multiply"(%7, %10) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %12 = "stablehlo.slice"(%5) {limit_indices = array<i64: 2, 6, 1, 2, 5, 4>, start_indices = array<i64: 0, 0, 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<2x6x2x2x6x5xf32>) -> tensor<2x6x1x1x5x4xf32>
    %13 = "stablehlo.reshape"(%12) : (tensor<2x6x1x1x5x4xf32>) -> tensor<2x6x5x4xf32>
    %14 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 1, 2>, start_indices = array<i64: 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x3x3xf32>) -> tensor<6x1x1x1xf32>
    %15 = "stablehlo.reshape"(%14) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %16 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x5x4xf32>
    %17 = "stablehlo.multiply"(%13, %16) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %18 = "stablehlo.add"(%11, %17) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %19 = "stablehlo.slice"(%5) {limit_indices = array<i64: 2, 6, 1, 1, 5, 5>, start_indices = array<i64: 0, 0, 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<2x6x2x2x6x5xf32>) -> tensor<2x6x1x1x5x4xf32>
    %20 = "stablehlo.reshape"(%19) : (tensor<2x6x1x1x5x4xf32>) -> tensor<2x6x5x4xf32>
    %21 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 1, 3>, start_indices = array<i64: 0, 0, 0, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x3x3xf32>) -> tensor<6x1x1x1xf32>
    %22 = "stablehlo.reshape"(%21) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %23 = "stablehlo.broadcast_in_dim"(%22) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x5x4xf32>
    %24 = "stablehlo.multiply"(%20, %23) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %25 = "stablehlo.add"(%18, %24) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %26 = "stablehlo.slice"(%5) {limit_indices = array<i64: 2, 6, 2, 1, 5, 4>, start_indices = array<i64: 0, 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<2x6x2x2x6x5xf32>) -> tensor<2x6x1x1x5x4xf32>
    %27 = "stablehlo.reshape"(%26) : (tensor<2x6x1x1x5x4xf32>) -> tensor<2x6x5x4xf32>
    %28 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 2, 1>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x3x3xf32>) -> tensor<6x1x1x1xf32>
    %29 = "stablehlo.reshape"(%28) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %30 = "stablehlo.broadcast_in_dim"(%29) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x5x4xf32>
    %31 = "stablehlo.multiply"(%27, %30) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %32 = "stablehlo.add"(%25, %31) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %33 = "stablehlo.slice"(%5) {limit_indices = array<i64: 2, 6, 2, 2, 5, 4>, start_indices = array<i64: 0, 0, 1, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<2x6x2x2x6x5xf32>) -> tensor<2x6x1x1x5x4xf32>
    %34 = "stablehlo.reshape"(%33) : (tensor<2x6x1x1x5x4xf32>) -> tensor<2x6x5x4xf32>
    %35 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 2, 2>, start_indices = array<i64: 0, 0, 1, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x3x3xf32>) -> tensor<6x1x1x1xf32>
    %36 = "stablehlo.reshape"(%35) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %37 = "stablehlo.broadcast_in_dim"(%36) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x5x4xf32>
    %38 = "stablehlo.multiply"(%34, %37) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %39 = "stablehlo.add"(%32, %38) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %40 = "stablehlo.slice"(%5) {limit_indices = array<i64: 2, 6, 2, 1, 5, 5>, start_indices = array<i64: 0, 0, 1, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<2x6x2x2x6x5xf32>) -> tensor<2x6x1x1x5x4xf32>
    %41 = "stablehlo.reshape"(%40) : (tensor<2x6x1x1x5x4xf32>) -> tensor<2x6x5x4xf32>
    %42 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 2, 3>, start_indices = array<i64: 0, 0, 1, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x3x3xf32>) -> tensor<6x1x1x1xf32>
    %43 = "stablehlo.reshape"(%42) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %44 = "stablehlo.broadcast_in_dim"(%43) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x5x4xf32>
    %45 = "stablehlo.multiply"(%41, %44) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %46 = "stablehlo.add"(%39, %45) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %47 = "stablehlo.slice"(%5) {limit_indices = array<i64: 2, 6, 1, 1, 6, 4>, start_indices = array<i64: 0, 0, 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<2x6x2x2x6x5xf32>) -> tensor<2x6x1x1x5x4xf32>
    %48 = "stablehlo.reshape"(%47) : (tensor<2x6x1x1x5x4xf32>) -> tensor<2x6x5x4xf32>
    %49 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 3, 1>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x3x3xf32>) -> tensor<6x1x1x1xf32>
    %50 = "stablehlo.reshape"(%49) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %51 = "stablehlo.broadcast_in_dim"(%50) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x5x4xf32>
    %52 = "stablehlo.multiply"(%48, %51) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %53 = "stablehlo.add"(%46, %52) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %54 = "stablehlo.slice"(%5) {limit_indices = array<i64: 2, 6, 1, 2, 6, 4>, start_indices = array<i64: 0, 0, 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<2x6x2x2x6x5xf32>) -> tensor<2x6x1x1x5x4xf32>
    %55 = "stablehlo.reshape"(%54) : (tensor<2x6x1x1x5x4xf32>) -> tensor<2x6x5x4xf32>
    %56 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 3, 2>, start_indices = array<i64: 0, 0, 2, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x3x3xf32>) -> tensor<6x1x1x1xf32>
    %57 = "stablehlo.reshape"(%56) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %58 = "stablehlo.broadcast_in_dim"(%57) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x5x4xf32>
    %59 = "stablehlo.multiply"(%55, %58) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %60 = "stablehlo.add"(%53, %59) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %61 = "stablehlo.slice"(%5) {limit_indices = array<i64: 2, 6, 1, 1, 6, 5>, start_indices = array<i64: 0, 0, 0, 0, 1, 1>, strides = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<2x6x2x2x6x5xf32>) -> tensor<2x6x1x1x5x4xf32>
    %62 = "stablehlo.reshape"(%61) : (tensor<2x6x1x1x5x4xf32>) -> tensor<2x6x5x4xf32>
    %63 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 3, 3>, start_indices = array<i64: 0, 0, 2, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x3x3xf32>) -> tensor<6x1x1x1xf32>
    %64 = "stablehlo.reshape"(%63) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %65 = "stablehlo.broadcast_in_dim"(%64) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x5x4xf32>
    %66 = "stablehlo.multiply"(%62, %65) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %67 = "stablehlo.add"(%60, %66) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %68 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x5x4xf32>
    %69 = "stablehlo.add"(%67, %68) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    return %69 : tensor<2x6x5x4xf32>
  }
}
