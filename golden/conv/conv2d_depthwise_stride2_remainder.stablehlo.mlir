module {
  func.func @main(%arg0: tensor<2x6x9x8xf32>, %arg1: tensor<6x1x3x3xf32>, %arg2: tensor<6xf32>) -> tensor<2x6x5x4xf32> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.pad"(%arg0, %0) {edge_padding_high = array<i64: 0, 0, 1, 1>, edge_padding_low = array<i64: 0, 0, 1, 1>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<2x6x9x8xf32>, tensor<f32>) -> tensor<2x6x11x10xf32>
    %2 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.pad"(%1, %2) {edge_padding_high = array<i64: 0, 0, 1, 0>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<2x6x11x10xf32>, tensor<f32>) -> tensor<2x6x12x10xf32>
    %4 = "stablehlo.reshape"(%3) : (tensor<2x6x12x10xf32>) -> tensor<2x6x6x2x5x2xf32>
    %5 = "stablehlo.slice"(%4) {limit_indices = array<i64: 2, 6, 5, 1, 4, 1>, start_indices = array<i64: 0, 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<2x6x6x2x5x2xf32>) -> tensor<2x6x5x1x4x1xf32>
    %6 = "stablehlo.reshape"(%5) : (tensor<2x6x5x1x4x1xf32>) -> tensor<2x6x1x1x5x4xf32>
    %7 = "stablehlo.reshape"(%6) : (tensor<2x6x1x1x5x4xf32>) -> tensor<2x6x5x4xf32>
    %8 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 1, 1>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x3x3xf32>) -> tensor<6x1x1x1xf32>
    %9 = "stablehlo.reshape"(%8) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x5x4xf32>
    %11 = "stablehlo.multiply"(%7, %10) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %12 = "stablehlo.slice"(%4) {limit_indices = array<i64: 2, 6, 5, 1, 4, 2>, start_indices = array<i64: 0, 0, 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<2x6x6x2x5x2xf32>) -> tensor<2x6x5x1x4x1xf32>
    %13 = "stablehlo.reshape"(%12) : (tensor<2x6x5x1x4x1xf32>) -> tensor<2x6x1x1x5x4xf32>
    %14 = "stablehlo.reshape"(%13) : (tensor<2x6x1x1x5x4xf32>) -> tensor<2x6x5x4xf32>
    %15 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 1, 2>, start_indices = array<i64: 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x3x3xf32>) -> tensor<6x1x1x1xf32>
    %16 = "stablehlo.reshape"(%15) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x5x4xf32>
    %18 = "stablehlo.multiply"(%14, %17) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %19 = "stablehlo.add"(%11, %18) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %20 = "stablehlo.slice"(%4) {limit_indices = array<i64: 2, 6, 5, 1, 5, 1>, start_indices = array<i64: 0, 0, 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<2x6x6x2x5x2xf32>) -> tensor<2x6x5x1x4x1xf32>
    %21 = "stablehlo.reshape"(%20) : (tensor<2x6x5x1x4x1xf32>) -> tensor<2x6x1x1x5x4xf32>
    %22 = "stablehlo.reshape"(%21) : (tensor<2x6x1x1x5x4xf32>) -> tensor<2x6x5x4xf32>
    %23 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 1, 3>, start_indices = array<i64: 0, 0, 0, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x3x3xf32>) -> tensor<6x1x1x1xf32>
    %24 = "stablehlo.reshape"(%23) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %25 = "stablehlo.broadcast_in_dim"(%24) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x5x4xf32>
    %26 = "stablehlo.multiply"(%22, %25) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %27 = "stablehlo.add"(%19, %26) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %28 = "stablehlo.slice"(%4) {limit_indices = array<i64: 2, 6, 5, 2, 4, 1>, start_indices = array<i64: 0, 0, 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<2x6x6x2x5x2xf32>) -> tensor<2x6x5x1x4x1xf32>
    %29 = "stablehlo.reshape"(%28) : (tensor<2x6x5x1x4x1xf32>) -> tensor<2x6x1x1x5x4xf32>
    %30 = "stablehlo.reshape"(%29) : (tensor<2x6x1x1x5x4xf32>) -> tensor<2x6x5x4xf32>
    %31 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 2, 1>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x3x3xf32>) -> tensor<6x1x1x1xf32>
    %32 = "stablehlo.reshape"(%31) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %33 = "stablehlo.broadcast_in_dim"(%32) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x5x4xf32>
    %34 = "stablehlo.multiply"(%30, %33) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %35 = "stablehlo.add"(%27, %34) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %36 = "stablehlo.slice"(%4) {limit_indices = array<i64: 2, 6, 5, 2, 4, 2>, start_indices = array<i64: 0, 0, 0, 1, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<2x6x6x2x5x2xf32>) -> tensor<2x6x5x1x4x1xf32>
    %37 = "stablehlo.reshape"(%36) : (tensor<2x6x5x1x4x1xf32>) -> tensor<2x6x1x1x5x4xf32>
    %38 = "stablehlo.reshape"(%37) : (tensor<2x6x1x1x5x4xf32>) -> tensor<2x6x5x4xf32>
    %39 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 2, 2>, start_indices = array<i64: 0, 0, 1, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x3x3xf32>) -> tensor<6x1x1x1xf32>
    %40 = "stablehlo.reshape"(%39) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %41 = "stablehlo.broadcast_in_dim"(%40) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x5x4xf32>
    %42 = "stablehlo.multiply"(%38, %41) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %43 = "stablehlo.add"(%35, %42) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %44 = "stablehlo.slice"(%4) {limit_indices = array<i64: 2, 6, 5, 2, 5, 1>, start_indices = array<i64: 0, 0, 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<2x6x6x2x5x2xf32>) -> tensor<2x6x5x1x4x1xf32>
    %45 = "stablehlo.reshape"(%44) : (tensor<2x6x5x1x4x1xf32>) -> tensor<2x6x1x1x5x4xf32>
    %46 = "stablehlo.reshape"(%45) : (tensor<2x6x1x1x5x4xf32>) -> tensor<2x6x5x4xf32>
    %47 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 2, 3>, start_indices = array<i64: 0, 0, 1, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x3x3xf32>) -> tensor<6x1x1x1xf32>
    %48 = "stablehlo.reshape"(%47) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %49 = "stablehlo.broadcast_in_dim"(%48) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x5x4xf32>
    %50 = "stablehlo.multiply"(%46, %49) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %51 = "stablehlo.add"(%43, %50) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %52 = "stablehlo.slice"(%4) {limit_indices = array<i64: 2, 6, 6, 1, 4, 1>, start_indices = array<i64: 0, 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<2x6x6x2x5x2xf32>) -> tensor<2x6x5x1x4x1xf32>
    %53 = "stablehlo.reshape"(%52) : (tensor<2x6x5x1x4x1xf32>) -> tensor<2x6x1x1x5x4xf32>
    %54 = "stablehlo.reshape"(%53) : (tensor<2x6x1x1x5x4xf32>) -> tensor<2x6x5x4xf32>
    %55 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 3, 1>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x3x3xf32>) -> tensor<6x1x1x1xf32>
    %56 = "stablehlo.reshape"(%55) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %57 = "stablehlo.broadcast_in_dim"(%56) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x5x4xf32>
    %58 = "stablehlo.multiply"(%54, %57) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %59 = "stablehlo.add"(%51, %58) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %60 = "stablehlo.slice"(%4) {limit_indices = array<i64: 2, 6, 6, 1, 4, 2>, start_indices = array<i64: 0, 0, 1, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<2x6x6x2x5x2xf32>) -> tensor<2x6x5x1x4x1xf32>
    %61 = "stablehlo.reshape"(%60) : (tensor<2x6x5x1x4x1xf32>) -> tensor<2x6x1x1x5x4xf32>
    %62 = "stablehlo.reshape"(%61) : (tensor<2x6x1x1x5x4xf32>) -> tensor<2x6x5x4xf32>
    %63 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 3, 2>, start_indices = array<i64: 0, 0, 2, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x3x3xf32>) -> tensor<6x1x1x1xf32>
    %64 = "stablehlo.reshape"(%63) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %65 = "stablehlo.broadcast_in_dim"(%64) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x5x4xf32>
    %66 = "stablehlo.multiply"(%62, %65) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %67 = "stablehlo.add"(%59, %66) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %68 = "stablehlo.slice"(%4) {limit_indices = array<i64: 2, 6, 6, 1, 5, 1>, start_indices = array<i64: 0, 0, 1, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<2x6x6x2x5x2xf32>) -> tensor<2x6x5x1x4x1xf32>
    %69 = "stablehlo.reshape"(%68) : (tensor<2x6x5x1x4x1xf32>) -> tensor<2x6x1x1x5x4xf32>
    %70 = "stablehlo.reshape"(%69) : (tensor<2x6x1x1x5x4xf32>) -> tensor<2x6x5x4xf32>
    %71 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 3, 3>, start_indices = array<i64: 0, 0, 2, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x3x3xf32>) -> tensor<6x1x1x1xf32>
    %72 = "stablehlo.reshape"(%71) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %73 = "stablehlo.broadcast_in_dim"(%72) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x5x4xf32>
    %74 = "stablehlo.multiply"(%70, %73) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %75 = "stablehlo.add"(%67, %74) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %76 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x5x4xf32>
    %77 = "stablehlo.add"(%75, %76) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    return %77 : tensor<2x6x5x4xf32>
  }
}
