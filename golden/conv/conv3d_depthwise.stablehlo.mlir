module {
  func.func @main(%arg0: tensor<1x2x4x5x3xf32>, %arg1: tensor<2x1x3x3x2xf32>) -> tensor<1x2x4x3x2xf32> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.pad"(%arg0, %0) {edge_padding_high = array<i64: 0, 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 0, 1, 1, 0>, interior_padding = array<i64: 0, 0, 0, 0, 0>} : (tensor<1x2x4x5x3xf32>, tensor<f32>) -> tensor<1x2x6x7x3xf32>
    %2 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.pad"(%1, %2) {edge_padding_high = array<i64: 0, 0, 0, 1, 0>, edge_padding_low = array<i64: 0, 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0, 0>} : (tensor<1x2x6x7x3xf32>, tensor<f32>) -> tensor<1x2x6x8x3xf32>
    %4 = "stablehlo.reshape"(%3) : (tensor<1x2x6x8x3xf32>) -> tensor<1x2x6x1x4x2x3x1xf32>
    %5 = "stablehlo.slice"(%4) {limit_indices = array<i64: 1, 2, 4, 1, 3, 1, 2, 1>, start_indices = array<i64: 0, 0, 0, 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x6x1x4x2x3x1xf32>) -> tensor<1x2x4x1x3x1x2x1xf32>
    %6 = "stablehlo.reshape"(%5) : (tensor<1x2x4x1x3x1x2x1xf32>) -> tensor<1x2x1x1x1x4x3x2xf32>
    %7 = "stablehlo.reshape"(%6) : (tensor<1x2x1x1x1x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %8 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 1, 1, 1>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %9 = "stablehlo.reshape"(%8) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %11 = "stablehlo.multiply"(%7, %10) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %12 = "stablehlo.slice"(%4) {limit_indices = array<i64: 1, 2, 4, 1, 3, 1, 3, 1>, start_indices = array<i64: 0, 0, 0, 0, 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x6x1x4x2x3x1xf32>) -> tensor<1x2x4x1x3x1x2x1xf32>
    %13 = "stablehlo.reshape"(%12) : (tensor<1x2x4x1x3x1x2x1xf32>) -> tensor<1x2x1x1x1x4x3x2xf32>
    %14 = "stablehlo.reshape"(%13) : (tensor<1x2x1x1x1x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %15 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 1, 1, 2>, start_indices = array<i64: 0, 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %16 = "stablehlo.reshape"(%15) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %18 = "stablehlo.multiply"(%14, %17) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %19 = "stablehlo.add"(%11, %18) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %20 = "stablehlo.slice"(%4) {limit_indices = array<i64: 1, 2, 4, 1, 3, 2, 2, 1>, start_indices = array<i64: 0, 0, 0, 0, 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x6x1x4x2x3x1xf32>) -> tensor<1x2x4x1x3x1x2x1xf32>
    %21 = "stablehlo.reshape"(%20) : (tensor<1x2x4x1x3x1x2x1xf32>) -> tensor<1x2x1x1x1x4x3x2xf32>
    %22 = "stablehlo.reshape"(%21) : (tensor<1x2x1x1x1x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %23 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 1, 2, 1>, start_indices = array<i64: 0, 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %24 = "stablehlo.reshape"(%23) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %25 = "stablehlo.broadcast_in_dim"(%24) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %26 = "stablehlo.multiply"(%22, %25) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %27 = "stablehlo.add"(%19, %26) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %28 = "stablehlo.slice"(%4) {limit_indices = array<i64: 1, 2, 4, 1, 3, 2, 3, 1>, start_indices = array<i64: 0, 0, 0, 0, 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x6x1x4x2x3x1xf32>) -> tensor<1x2x4x1x3x1x2x1xf32>
    %29 = "stablehlo.reshape"(%28) : (tensor<1x2x4x1x3x1x2x1xf32>) -> tensor<1x2x1x1x1x4x3x2xf32>
    %30 = "stablehlo.reshape"(%29) : (tensor<1x2x1x1x1x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %31 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 1, 2, 2>, start_indices = array<i64: 0, 0, 0, 1, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %32 = "stablehlo.reshape"(%31) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %33 = "stablehlo.broadcast_in_dim"(%32) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %34 = "stablehlo.multiply"(%30, %33) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %35 = "stablehlo.add"(%27, %34) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %36 = "stablehlo.slice"(%4) {limit_indices = array<i64: 1, 2, 4, 1, 4, 1, 2, 1>, start_indices = array<i64: 0, 0, 0, 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x6x1x4x2x3x1xf32>) -> tensor<1x2x4x1x3x1x2x1xf32>
    %37 = "stablehlo.reshape"(%36) : (tensor<1x2x4x1x3x1x2x1xf32>) -> tensor<1x2x1x1x1x4x3x2xf32>
    %38 = "stablehlo.reshape"(%37) : (tensor<1x2x1x1x1x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %39 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 1, 3, 1>, start_indices = array<i64: 0, 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %40 = "stablehlo.reshape"(%39) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %41 = "stablehlo.broadcast_in_dim"(%40) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %42 = "stablehlo.multiply"(%38, %41) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %43 = "stablehlo.add"(%35, %42) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %44 = "stablehlo.slice"(%4) {limit_indices = array<i64: 1, 2, 4, 1, 4, 1, 3, 1>, start_indices = array<i64: 0, 0, 0, 0, 1, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x6x1x4x2x3x1xf32>) -> tensor<1x2x4x1x3x1x2x1xf32>
    %45 = "stablehlo.reshape"(%44) : (tensor<1x2x4x1x3x1x2x1xf32>) -> tensor<1x2x1x1x1x4x3x2xf32>
    %46 = "stablehlo.reshape"(%45) : (tensor<1x2x1x1x1x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %47 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 1, 3, 2>, start_indices = array<i64: 0, 0, 0, 2, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %48 = "stablehlo.reshape"(%47) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %49 = "stablehlo.broadcast_in_dim"(%48) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %50 = "stablehlo.multiply"(%46, %49) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %51 = "stablehlo.add"(%43, %50) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %52 = "stablehlo.slice"(%4) {limit_indices = array<i64: 1, 2, 5, 1, 3, 1, 2, 1>, start_indices = array<i64: 0, 0, 1, 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x6x1x4x2x3x1xf32>) -> tensor<1x2x4x1x3x1x2x1xf32>
    %53 = "stablehlo.reshape"(%52) : (tensor<1x2x4x1x3x1x2x1xf32>) -> tensor<1x2x1x1x1x4x3x2xf32>
    %54 = "stablehlo.reshape"(%53) : (tensor<1x2x1x1x1x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %55 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 2, 1, 1>, start_indices = array<i64: 0, 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %56 = "stablehlo.reshape"(%55) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %57 = "stablehlo.broadcast_in_dim"(%56) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %58 = "stablehlo.multiply"(%54, %57) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %59 = "stablehlo.add"(%51, %58) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %60 = "stablehlo.slice"(%4) {limit_indices = array<i64: 1, 2, 5, 1, 3, 1, 3, 1>, start_indices = array<i64: 0, 0, 1, 0, 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x6x1x4x2x3x1xf32>) -> tensor<1x2x4x1x3x1x2x1xf32>
    %61 = "stablehlo.reshape"(%60) : (tensor<1x2x4x1x3x1x2x1xf32>) -> tensor<1x2x1x1x1x4x3x2xf32>
    %62 = "stablehlo.reshape"(%61) : (tensor<1x2x1x1x1x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %63 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 2, 1, 2>, start_indices = array<i64: 0, 0, 1, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %64 = "stablehlo.reshape"(%63) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %65 = "stablehlo.broadcast_in_dim"(%64) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %66 = "stablehlo.multiply"(%62, %65) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %67 = "stablehlo.add"(%59, %66) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %68 = "stablehlo.slice"(%4) {limit_indices = array<i64: 1, 2, 5, 1, 3, 2, 2, 1>, start_indices = array<i64: 0, 0, 1, 0, 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x6x1x4x2x3x1xf32>) -> tensor<1x2x4x1x3x1x2x1xf32>
    %69 = "stablehlo.reshape"(%68) : (tensor<1x2x4x1x3x1x2x1xf32>) -> tensor<1x2x1x1x1x4x3x2xf32>
    %70 = "stablehlo.reshape"(%69) : (tensor<1x2x1x1x1x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %71 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 2, 2, 1>, start_indices = array<i64: 0, 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %72 = "stablehlo.reshape"(%71) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %73 = "stablehlo.broadcast_in_dim"(%72) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %74 = "stablehlo.multiply"(%70, %73) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %75 = "stablehlo.add"(%67, %74) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %76 = "stablehlo.slice"(%4) {limit_indices = array<i64: 1, 2, 5, 1, 3, 2, 3, 1>, start_indices = array<i64: 0, 0, 1, 0, 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x6x1x4x2x3x1xf32>) -> tensor<1x2x4x1x3x1x2x1xf32>
    %77 = "stablehlo.reshape"(%76) : (tensor<1x2x4x1x3x1x2x1xf32>) -> tensor<1x2x1x1x1x4x3x2xf32>
    %78 = "stablehlo.reshape"(%77) : (tensor<1x2x1x1x1x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %79 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 2, 2, 2>, start_indices = array<i64: 0, 0, 1, 1, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %80 = "stablehlo.reshape"(%79) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %81 = "stablehlo.broadcast_in_dim"(%80) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %82 = "stablehlo.multiply"(%78, %81) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %83 = "stablehlo.add"(%75, %82) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %84 = "stablehlo.slice"(%4) {limit_indices = array<i64: 1, 2, 5, 1, 4, 1, 2, 1>, start_indices = array<i64: 0, 0, 1, 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x6x1x4x2x3x1xf32>) -> tensor<1x2x4x1x3x1x2x1xf32>
    %85 = "stablehlo.reshape"(%84) : (tensor<1x2x4x1x3x1x2x1xf32>) -> tensor<1x2x1x1x1x4x3x2xf32>
    %86 = "stablehlo.reshape"(%85) : (tensor<1x2x1x1x1x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %87 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 2, 3, 1>, start_indices = array<i64: 0, 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %88 = "stablehlo.reshape"(%87) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %89 = "stablehlo.broadcast_in_dim"(%88) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %90 = "stablehlo.multiply"(%86, %89) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %91 = "stablehlo.add"(%83, %90) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %92 = "stablehlo.slice"(%4) {limit_indices = array<i64: 1, 2, 5, 1, 4, 1, 3, 1>, start_indices = array<i64: 0, 0, 1, 0, 1, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x6x1x4x2x3x1xf32>) -> tensor<1x2x4x1x3x1x2x1xf32>
    %93 = "stablehlo.reshape"(%92) : (tensor<1x2x4x1x3x1x2x1xf32>) -> tensor<1x2x1x1x1x4x3x2xf32>
    %94 = "stablehlo.reshape"(%93) : (tensor<1x2x1x1x1x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %95 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 2, 3, 2>, start_indices = array<i64: 0, 0, 1, 2, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %96 = "stablehlo.reshape"(%95) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %97 = "stablehlo.broadcast_in_dim"(%96) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %98 = "stablehlo.multiply"(%94, %97) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %99 = "stablehlo.add"(%91, %98) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %100 = "stablehlo.slice"(%4) {limit_indices = array<i64: 1, 2, 6, 1, 3, 1, 2, 1>, start_indices = array<i64: 0, 0, 2, 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x6x1x4x2x3x1xf32>) -> tensor<1x2x4x1x3x1x2x1xf32>
    %101 = "stablehlo.reshape"(%100) : (tensor<1x2x4x1x3x1x2x1xf32>) -> tensor<1x2x1x1x1x4x3x2xf32>
    %102 = "stablehlo.reshape"(%101) : (tensor<1x2x1x1x1x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %103 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 3, 1, 1>, start_indices = array<i64: 0, 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %104 = "stablehlo.reshape"(%103) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %105 = "stablehlo.broadcast_in_dim"(%104) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %106 = "stablehlo.multiply"(%102, %105) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %107 = "stablehlo.add"(%99, %106) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %108 = "stablehlo.slice"(%4) {limit_indices = array<i64: 1, 2, 6, 1, 3, 1, 3, 1>, start_indices = array<i64: 0, 0, 2, 0, 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x6x1x4x2x3x1xf32>) -> tensor<1x2x4x1x3x1x2x1xf32>
    %109 = "stablehlo.reshape"(%108) : (tensor<1x2x4x1x3x1x2x1xf32>) -> tensor<1x2x1x1x1x4x3x2xf32>
    %110 = "stablehlo.reshape"(%109) : (tensor<1x2x1x1x1x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %111 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 3, 1, 2>, start_indices = array<i64: 0, 0, 2, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %112 = "stablehlo.reshape"(%111) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %113 = "stablehlo.broadcast_in_dim"(%112) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %114 = "stablehlo.multiply"(%110, %113) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %115 = "stablehlo.add"(%107, %114) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %116 = "stablehlo.slice"(%4) {limit_indices = array<i64: 1, 2, 6, 1, 3, 2, 2, 1>, start_indices = array<i64: 0, 0, 2, 0, 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x6x1x4x2x3x1xf32>) -> tensor<1x2x4x1x3x1x2x1xf32>
    %117 = "stablehlo.reshape"(%116) : (tensor<1x2x4x1x3x1x2x1xf32>) -> tensor<1x2x1x1x1x4x3x2xf32>
    %118 = "stablehlo.reshape"(%117) : (tensor<1x2x1x1x1x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %119 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 3, 2, 1>, start_indices = array<i64: 0, 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %120 = "stablehlo.reshape"(%119) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %121 = "stablehlo.broadcast_in_dim"(%120) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %122 = "stablehlo.multiply"(%118, %121) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %123 = "stablehlo.add"(%115, %122) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %124 = "stablehlo.slice"(%4) {limit_indices = array<i64: 1, 2, 6, 1, 3, 2, 3, 1>, start_indices = array<i64: 0, 0, 2, 0, 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x6x1x4x2x3x1xf32>) -> tensor<1x2x4x1x3x1x2x1xf32>
    %125 = "stablehlo.reshape"(%124) : (tensor<1x2x4x1x3x1x2x1xf32>) -> tensor<1x2x1x1x1x4x3x2xf32>
    %126 = "stablehlo.reshape"(%125) : (tensor<1x2x1x1x1x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %127 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 3, 2, 2>, start_indices = array<i64: 0, 0, 2, 1, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %128 = "stablehlo.reshape"(%127) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %129 = "stablehlo.broadcast_in_dim"(%128) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %130 = "stablehlo.multiply"(%126, %129) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %131 = "stablehlo.add"(%123, %130) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %132 = "stablehlo.slice"(%4) {limit_indices = array<i64: 1, 2, 6, 1, 4, 1, 2, 1>, start_indices = array<i64: 0, 0, 2, 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x6x1x4x2x3x1xf32>) -> tensor<1x2x4x1x3x1x2x1xf32>
    %133 = "stablehlo.reshape"(%132) : (tensor<1x2x4x1x3x1x2x1xf32>) -> tensor<1x2x1x1x1x4x3x2xf32>
    %134 = "stablehlo.reshape"(%133) : (tensor<1x2x1x1x1x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %135 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 3, 3, 1>, start_indices = array<i64: 0, 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %136 = "stablehlo.reshape"(%135) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %137 = "stablehlo.broadcast_in_dim"(%136) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %138 = "stablehlo.multiply"(%134, %137) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %139 = "stablehlo.add"(%131, %138) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %140 = "stablehlo.slice"(%4) {limit_indices = array<i64: 1, 2, 6, 1, 4, 1, 3, 1>, start_indices = array<i64: 0, 0, 2, 0, 1, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x6x1x4x2x3x1xf32>) -> tensor<1x2x4x1x3x1x2x1xf32>
    %141 = "stablehlo.reshape"(%140) : (tensor<1x2x4x1x3x1x2x1xf32>) -> tensor<1x2x1x1x1x4x3x2xf32>
    %142 = "stablehlo.reshape"(%141) : (tensor<1x2x1x1x1x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %143 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 3, 3, 2>, start_indices = array<i64: 0, 0, 2, 2, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %144 = "stablehlo.reshape"(%143) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %145 = "stablehlo.broadcast_in_dim"(%144) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %146 = "stablehlo.multiply"(%142, %145) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %147 = "stablehlo.add"(%139, %146) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    return %147 : tensor<1x2x4x3x2xf32>
  }
}
