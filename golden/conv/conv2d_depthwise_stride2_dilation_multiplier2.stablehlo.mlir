module {
  func.func @main(%arg0: tensor<2x3x9x8xf32>, %arg1: tensor<6x1x3x3xf32>, %arg2: tensor<6xf32>) -> tensor<2x6x5x4xf32> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.pad"(%arg0, %0) {edge_padding_high = array<i64: 0, 0, 2, 1>, edge_padding_low = array<i64: 0, 0, 2, 1>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<2x3x9x8xf32>, tensor<f32>) -> tensor<2x3x13x10xf32>
    %2 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.pad"(%1, %2) {edge_padding_high = array<i64: 0, 0, 1, 0>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<2x3x13x10xf32>, tensor<f32>) -> tensor<2x3x14x10xf32>
    %4 = "stablehlo.reshape"(%3) : (tensor<2x3x14x10xf32>) -> tensor<2x3x7x2x5x2xf32>
    %5 = "stablehlo.slice"(%4) {limit_indices = array<i64: 2, 3, 5, 1, 4, 1>, start_indices = array<i64: 0, 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<2x3x7x2x5x2xf32>) -> tensor<2x3x5x1x4x1xf32>
    %6 = "stablehlo.reshape"(%5) : (tensor<2x3x5x1x4x1xf32>) -> tensor<2x3x1x1x5x4xf32>
    %7 = "stablehlo.reshape"(%6) : (tensor<2x3x1x1x5x4xf32>) -> tensor<2x3x5x4xf32>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64: 0, 1, 3, 4>} : (tensor<2x3x5x4xf32>) -> tensor<2x3x2x5x4xf32>
    %9 = "stablehlo.reshape"(%8) : (tensor<2x3x2x5x4xf32>) -> tensor<2x6x5x4xf32>
    %10 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 1, 1>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x3x3xf32>) -> tensor<6x1x1x1xf32>
    %11 = "stablehlo.reshape"(%10) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x5x4xf32>
    %13 = "stablehlo.multiply"(%9, %12) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %14 = "stablehlo.slice"(%4) {limit_indices = array<i64: 2, 3, 5, 1, 4, 2>, start_indices = array<i64: 0, 0, 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<2x3x7x2x5x2xf32>) -> tensor<2x3x5x1x4x1xf32>
    %15 = "stablehlo.reshape"(%14) : (tensor<2x3x5x1x4x1xf32>) -> tensor<2x3x1x1x5x4xf32>
    %16 = "stablehlo.reshape"(%15) : (tensor<2x3x1x1x5x4xf32>) -> tensor<2x3x5x4xf32>
    %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64: 0, 1, 3, 4>} : (tensor<2x3x5x4xf32>) -> tensor<2x3x2x5x4xf32>
    %18 = "stablehlo.reshape"(%17) : (tensor<2x3x2x5x4xf32>) -> tensor<2x6x5x4xf32>
    %19 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 1, 2>, start_indices = array<i64: 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x3x3xf32>) -> tensor<6x1x1x1xf32>
    %20 = "stablehlo.reshape"(%19) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x5x4xf32>
    %22 = "stablehlo.multiply"(%18, %21) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %23 = "stablehlo.add"(%13, %22) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %24 = "stablehlo.slice"(%4) {limit_indices = array<i64: 2, 3, 5, 1, 5, 1>, start_indices = array<i64: 0, 0, 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<2x3x7x2x5x2xf32>) -> tensor<2x3x5x1x4x1xf32>
    %25 = "stablehlo.reshape"(%24) : (tensor<2x3x5x1x4x1xf32>) -> tensor<2x3x1x1x5x4xf32>
    %26 = "stablehlo.reshape"(%25) : (tensor<2x3x1x1x5x4xf32>) -> tensor<2x3x5x4xf32>
    %27 = "stablehlo.broadcast_in_dim"(%26) {broadcast_dimensions = array<i64: 0, 1, 3, 4>} : (tensor<2x3x5x4xf32>) -> tensor<2x3x2x5x4xf32>
    %28 = "stablehlo.reshape"(%27) : (tensor<2x3x2x5x4xf32>) -> tensor<2x6x5x4xf32>
    %29 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 1, 3>, start_indices = array<i64: 0, 0, 0, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x3x3xf32>) -> tensor<6x1x1x1xf32>
    %30 = "stablehlo.reshape"(%29) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %31 = "stablehlo.broadcast_in_dim"(%30) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x5x4xf32>
    %32 = "stablehlo.multiply"(%28, %31) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %33 = "stablehlo.add"(%23, %32) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %34 = "stablehlo.slice"(%4) {limit_indices = array<i64: 2, 3, 6, 1, 4, 1>, start_indices = array<i64: 0, 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<2x3x7x2x5x2xf32>) -> tensor<2x3x5x1x4x1xf32>
    %35 = "stablehlo.reshape"(%34) : (tensor<2x3x5x1x4x1xf32>) -> tensor<2x3x1x1x5x4xf32>
    %36 = "stablehlo.reshape"(%35) : (tensor<2x3x1x1x5x4xf32>) -> tensor<2x3x5x4xf32>
    %37 = "stablehlo.broadcast_in_dim"(%36) {broadcast_dimensions = array<i64: 0, 1, 3, 4>} : (tensor<2x3x5x4xf32>) -> tensor<2x3x2x5x4xf32>
    %38 = "stablehlo.reshape"(%37) : (tensor<2x3x2x5x4xf32>) -> tensor<2x6x5x4xf32>
    %39 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 2, 1>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x3x3xf32>) -> tensor<6x1x1x1xf32>
    %40 = "stablehlo.reshape"(%39) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %41 = "stablehlo.broadcast_in_dim"(%40) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x5x4xf32>
    %42 = "stablehlo.multiply"(%38, %41) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %43 = "stablehlo.add"(%33, %42) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %44 = "stablehlo.slice"(%4) {limit_indices = array<i64: 2, 3, 6, 1, 4, 2>, start_indices = array<i64: 0, 0, 1, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<2x3x7x2x5x2xf32>) -> tensor<2x3x5x1x4x1xf32>
    %45 = "stablehlo.reshape"(%44) : (tensor<2x3x5x1x4x1xf32>) -> tensor<2x3x1x1x5x4xf32>
    %46 = "stablehlo.reshape"(%45) : (tensor<2x3x1x1x5x4xf32>) -> tensor<2x3x5x4xf32>
    %47 = "stablehlo.broadcast_in_dim"(%46) {broadcast_dimensions = array<i64: 0, 1, 3, 4>} : (tensor<2x3x5x4xf32>) -> tensor<2x3x2x5x4xf32>
    %48 = "stablehlo.reshape"(%47) : (tensor<2x3x2x5x4xf32>) -> tensor<2x6x5x4xf32>
    %49 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 2, 2>, start_indices = array<i64: 0, 0, 1, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x3x3xf32>) -> tensor<6x1x1x1xf32>
    %50 = "stablehlo.reshape"(%49) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %51 = "stablehlo.broadcast_in_dim"(%50) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x5x4xf32>
    %52 = "stablehlo.multiply"(%48, %51) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %53 = "stablehlo.add"(%43, %52) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %54 = "stablehlo.slice"(%4) {limit_indices = array<i64: 2, 3, 6, 1, 5, 1>, start_indices = array<i64: 0, 0, 1, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<2x3x7x2x5x2xf32>) -> tensor<2x3x5x1x4x1xf32>
    %55 = "stablehlo.reshape"(%54) : (tensor<2x3x5x1x4x1xf32>) -> tensor<2x3x1x1x5x4xf32>
    %56 = "stablehlo.reshape"(%55) : (tensor<2x3x1x1x5x4xf32>) -> tensor<2x3x5x4xf32>
    %57 = "stablehlo.broadcast_in_dim"(%56) {broadcast_dimensions = array<i64: 0, 1, 3, 4>} : (tensor<2x3x5x4xf32>) -> tensor<2x3x2x5x4xf32>
    %58 = "stablehlo.reshape"(%57) : (tensor<2x3x2x5x4xf32>) -> tensor<2x6x5x4xf32>
    %59 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 2, 3>, start_indices = array<i64: 0, 0, 1, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x3x3xf32>) -> tensor<6x1x1x1xf32>
    %60 = "stablehlo.reshape"(%59) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %61 = "stablehlo.broadcast_in_dim"(%60) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x5x4xf32>
    %62 = "stablehlo.multiply"(%58, %61) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %63 = "stablehlo.add"(%53, %62) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %64 = "stablehlo.slice"(%4) {limit_indices = array<i64: 2, 3, 7, 1, 4, 1>, start_indices = array<i64: 0, 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<2x3x7x2x5x2xf32>) -> tensor<2x3x5x1x4x1xf32>
    %65 = "stablehlo.reshape"(%64) : (tensor<2x3x5x1x4x1xf32>) -> tensor<2x3x1x1x5x4xf32>
    %66 = "stablehlo.reshape"(%65) : (tensor<2x3x1x1x5x4xf32>) -> tensor<2x3x5x4xf32>
    %67 = "stablehlo.broadcast_in_dim"(%66) {broadcast_dimensions = array<i64: 0, 1, 3, 4>} : (tensor<2x3x5x4xf32>) -> tensor<2x3x2x5x4xf32>
    %68 = "stablehlo.reshape"(%67) : (tensor<2x3x2x5x4xf32>) -> tensor<2x6x5x4xf32>
    %69 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 3, 1>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x3x3xf32>) -> tensor<6x1x1x1xf32>
    %70 = "stablehlo.reshape"(%69) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %71 = "stablehlo.broadcast_in_dim"(%70) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x5x4xf32>
    %72 = "stablehlo.multiply"(%68, %71) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %73 = "stablehlo.add"(%63, %72) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %74 = "stablehlo.slice"(%4) {limit_indices = array<i64: 2, 3, 7, 1, 4, 2>, start_indices = array<i64: 0, 0, 2, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<2x3x7x2x5x2xf32>) -> tensor<2x3x5x1x4x1xf32>
    %75 = "stablehlo.reshape"(%74) : (tensor<2x3x5x1x4x1xf32>) -> tensor<2x3x1x1x5x4xf32>
    %76 = "stablehlo.reshape"(%75) : (tensor<2x3x1x1x5x4xf32>) -> tensor<2x3x5x4xf32>
    %77 = "stablehlo.broadcast_in_dim"(%76) {broadcast_dimensions = array<i64: 0, 1, 3, 4>} : (tensor<2x3x5x4xf32>) -> tensor<2x3x2x5x4xf32>
    %78 = "stablehlo.reshape"(%77) : (tensor<2x3x2x5x4xf32>) -> tensor<2x6x5x4xf32>
    %79 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 3, 2>, start_indices = array<i64: 0, 0, 2, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x3x3xf32>) -> tensor<6x1x1x1xf32>
    %80 = "stablehlo.reshape"(%79) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %81 = "stablehlo.broadcast_in_dim"(%80) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x5x4xf32>
    %82 = "stablehlo.multiply"(%78, %81) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %83 = "stablehlo.add"(%73, %82) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %84 = "stablehlo.slice"(%4) {limit_indices = array<i64: 2, 3, 7, 1, 5, 1>, start_indices = array<i64: 0, 0, 2, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<2x3x7x2x5x2xf32>) -> tensor<2x3x5x1x4x1xf32>
    %85 = "stablehlo.reshape"(%84) : (tensor<2x3x5x1x4x1xf32>) -> tensor<2x3x1x1x5x4xf32>
    %86 = "stablehlo.reshape"(%85) : (tensor<2x3x1x1x5x4xf32>) -> tensor<2x3x5x4xf32>
    %87 = "stablehlo.broadcast_in_dim"(%86) {broadcast_dimensions = array<i64: 0, 1, 3, 4>} : (tensor<2x3x5x4xf32>) -> tensor<2x3x2x5x4xf32>
    %88 = "stablehlo.reshape"(%87) : (tensor<2x3x2x5x4xf32>) -> tensor<2x6x5x4xf32>
    %89 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 3, 3>, start_indices = array<i64: 0, 0, 2, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x3x3xf32>) -> tensor<6x1x1x1xf32>
    %90 = "stablehlo.reshape"(%89) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %91 = "stablehlo.broadcast_in_dim"(%90) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x5x4xf32>
    %92 = "stablehlo.multiply"(%88, %91) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %93 = "stablehlo.add"(%83, %92) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %94 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x5x4xf32>
    %95 = "stablehlo.add"(%93, %94) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    return %95 : tensor<2x6x5x4xf32>
  }
}
