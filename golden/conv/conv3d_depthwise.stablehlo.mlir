module {
  func.func @main(%arg0: tensor<1x2x4x5x3xf32>, %arg1: tensor<2x1x3x3x2xf32>) -> tensor<1x2x4x3x2xf32> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.pad"(%arg0, %0) {edge_padding_high = array<i64: 0, 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 0, 1, 1, 0>, interior_padding = array<i64: 0, 0, 0, 0, 0>} : (tensor<1x2x4x5x3xf32>, tensor<f32>) -> tensor<1x2x6x7x3xf32>
    %2 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.pad"(%1, %2) {edge_padding_high = array<i64: 0, 0, 0, 1, 0>, edge_padding_low = array<i64: 0, 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0, 0>} : (tensor<1x2x6x7x3xf32>, tensor<f32>) -> tensor<1x2x6x8x3xf32>
    %4 = "stablehlo.reshape"(%3) : (tensor<1x2x6x8x3xf32>) -> tensor<1x2x6x1x4x2x3x1xf32>
    %5 = "stablehlo.transpose"(%4) {permutation = array<i64: 0, 1, 3, 5, 7, 2, 4, 6>} : (tensor<1x2x6x1x4x2x3x1xf32>) -> tensor<1x2x1x2x1x6x4x3xf32>
    %6 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 2, 1, 1, 1, 4, 3, 2>, start_indices = array<i64: 0, 0, 0, 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x1x2x1x6x4x3xf32>) -> tensor<1x2x1x1x1x4x3x2xf32>
    %7 = "stablehlo.reshape"(%6) : (tensor<1x2x1x1x1x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %8 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 1, 1, 1>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %9 = "stablehlo.reshape"(%8) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %11 = "stablehlo.multiply"(%7, %10) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %12 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 2, 1, 1, 1, 4, 3, 3>, start_indices = array<i64: 0, 0, 0, 0, 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x1x2x1x6x4x3xf32>) -> tensor<1x2x1x1x1x4x3x2xf32>
    %13 = "stablehlo.reshape"(%12) : (tensor<1x2x1x1x1x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %14 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 1, 1, 2>, start_indices = array<i64: 0, 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %15 = "stablehlo.reshape"(%14) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %16 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %17 = "stablehlo.multiply"(%13, %16) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %18 = "stablehlo.add"(%11, %17) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %19 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 2, 1, 2, 1, 4, 3, 2>, start_indices = array<i64: 0, 0, 0, 1, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x1x2x1x6x4x3xf32>) -> tensor<1x2x1x1x1x4x3x2xf32>
    %20 = "stablehlo.reshape"(%19) : (tensor<1x2x1x1x1x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %21 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 1, 2, 1>, start_indices = array<i64: 0, 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %22 = "stablehlo.reshape"(%21) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %23 = "stablehlo.broadcast_in_dim"(%22) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %24 = "stablehlo.multiply"(%20, %23) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %25 = "stablehlo.add"(%18, %24) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %26 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 2, 1, 2, 1, 4, 3, 3>, start_indices = array<i64: 0, 0, 0, 1, 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x1x2x1x6x4x3xf32>) -> tensor<1x2x1x1x1x4x3x2xf32>
    %27 = "stablehlo.reshape"(%26) : (tensor<1x2x1x1x1x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %28 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 1, 2, 2>, start_indices = array<i64: 0, 0, 0, 1, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %29 = "stablehlo.reshape"(%28) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %30 = "stablehlo.broadcast_in_dim"(%29) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %31 = "stablehlo.multiply"(%27, %30) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %32 = "stablehlo.add"(%25, %31) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %33 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 2, 1, 1, 1, 4, 4, 2>, start_indices = array<i64: 0, 0, 0, 0, 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x1x2x1x6x4x3xf32>) -> tensor<1x2x1x1x1x4x3x2xf32>
    %34 = "stablehlo.reshape"(%33) : (tensor<1x2x1x1x1x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %35 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 1, 3, 1>, start_indices = array<i64: 0, 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %36 = "stablehlo.reshape"(%35) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %37 = "stablehlo.broadcast_in_dim"(%36) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %38 = "stablehlo.multiply"(%34, %37) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %39 = "stablehlo.add"(%32, %38) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %40 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 2, 1, 1, 1, 4, 4, 3>, start_indices = array<i64: 0, 0, 0, 0, 0, 0, 1, 1>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x1x2x1x6x4x3xf32>) -> tensor<1x2x1x1x1x4x3x2xf32>
    %41 = "stablehlo.reshape"(%40) : (tensor<1x2x1x1x1x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %42 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 1, 3, 2>, start_indices = array<i64: 0, 0, 0, 2, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %43 = "stablehlo.reshape"(%42) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %44 = "stablehlo.broadcast_in_dim"(%43) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %45 = "stablehlo.multiply"(%41, %44) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %46 = "stablehlo.add"(%39, %45) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %47 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 2, 1, 1, 1, 5, 3, 2>, start_indices = array<i64: 0, 0, 0, 0, 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x1x2x1x6x4x3xf32>) -> tensor<1x2x1x1x1x4x3x2xf32>
    %48 = "stablehlo.reshape"(%47) : (tensor<1x2x1x1x1x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %49 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 2, 1, 1>, start_indices = array<i64: 0, 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %50 = "stablehlo.reshape"(%49) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %51 = "stablehlo.broadcast_in_dim"(%50) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %52 = "stablehlo.multiply"(%48, %51) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %53 = "stablehlo.add"(%46, %52) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %54 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 2, 1, 1, 1, 5, 3, 3>, start_indices = array<i64: 0, 0, 0, 0, 0, 1, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x1x2x1x6x4x3xf32>) -> tensor<1x2x1x1x1x4x3x2xf32>
    %55 = "stablehlo.reshape"(%54) : (tensor<1x2x1x1x1x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %56 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 2, 1, 2>, start_indices = array<i64: 0, 0, 1, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %57 = "stablehlo.reshape"(%56) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %58 = "stablehlo.broadcast_in_dim"(%57) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %59 = "stablehlo.multiply"(%55, %58) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %60 = "stablehlo.add"(%53, %59) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %61 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 2, 1, 2, 1, 5, 3, 2>, start_indices = array<i64: 0, 0, 0, 1, 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x1x2x1x6x4x3xf32>) -> tensor<1x2x1x1x1x4x3x2xf32>
    %62 = "stablehlo.reshape"(%61) : (tensor<1x2x1x1x1x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %63 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 2, 2, 1>, start_indices = array<i64: 0, 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %64 = "stablehlo.reshape"(%63) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %65 = "stablehlo.broadcast_in_dim"(%64) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %66 = "stablehlo.multiply"(%62, %65) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %67 = "stablehlo.add"(%60, %66) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %68 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 2, 1, 2, 1, 5, 3, 3>, start_indices = array<i64: 0, 0, 0, 1, 0, 1, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x1x2x1x6x4x3xf32>) -> tensor<1x2x1x1x1x4x3x2xf32>
    %69 = "stablehlo.reshape"(%68) : (tensor<1x2x1x1x1x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %70 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 2, 2, 2>, start_indices = array<i64: 0, 0, 1, 1, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %71 = "stablehlo.reshape"(%70) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %72 = "stablehlo.broadcast_in_dim"(%71) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %73 = "stablehlo.multiply"(%69, %72) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %74 = "stablehlo.add"(%67, %73) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %75 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 2, 1, 1, 1, 5, 4, 2>, start_indices = array<i64: 0, 0, 0, 0, 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x1x2x1x6x4x3xf32>) -> tensor<1x2x1x1x1x4x3x2xf32>
    %76 = "stablehlo.reshape"(%75) : (tensor<1x2x1x1x1x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %77 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 2, 3, 1>, start_indices = array<i64: 0, 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %78 = "stablehlo.reshape"(%77) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %79 = "stablehlo.broadcast_in_dim"(%78) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %80 = "stablehlo.multiply"(%76, %79) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %81 = "stablehlo.add"(%74, %80) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %82 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 2, 1, 1, 1, 5, 4, 3>, start_indices = array<i64: 0, 0, 0, 0, 0, 1, 1, 1>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x1x2x1x6x4x3xf32>) -> tensor<1x2x1x1x1x4x3x2xf32>
    %83 = "stablehlo.reshape"(%82) : (tensor<1x2x1x1x1x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %84 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 2, 3, 2>, start_indices = array<i64: 0, 0, 1, 2, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %85 = "stablehlo.reshape"(%84) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %86 = "stablehlo.broadcast_in_dim"(%85) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %87 = "stablehlo.multiply"(%83, %86) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %88 = "stablehlo.add"(%81, %87) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %89 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 2, 1, 1, 1, 6, 3, 2>, start_indices = array<i64: 0, 0, 0, 0, 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x1x2x1x6x4x3xf32>) -> tensor<1x2x1x1x1x4x3x2xf32>
    %90 = "stablehlo.reshape"(%89) : (tensor<1x2x1x1x1x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %91 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 3, 1, 1>, start_indices = array<i64: 0, 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %92 = "stablehlo.reshape"(%91) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %93 = "stablehlo.broadcast_in_dim"(%92) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %94 = "stablehlo.multiply"(%90, %93) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %95 = "stablehlo.add"(%88, %94) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %96 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 2, 1, 1, 1, 6, 3, 3>, start_indices = array<i64: 0, 0, 0, 0, 0, 2, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x1x2x1x6x4x3xf32>) -> tensor<1x2x1x1x1x4x3x2xf32>
    %97 = "stablehlo.reshape"(%96) : (tensor<1x2x1x1x1x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %98 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 3, 1, 2>, start_indices = array<i64: 0, 0, 2, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %99 = "stablehlo.reshape"(%98) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %100 = "stablehlo.broadcast_in_dim"(%99) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %101 = "stablehlo.multiply"(%97, %100) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %102 = "stablehlo.add"(%95, %101) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %103 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 2, 1, 2, 1, 6, 3, 2>, start_indices = array<i64: 0, 0, 0, 1, 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x1x2x1x6x4x3xf32>) -> tensor<1x2x1x1x1x4x3x2xf32>
    %104 = "stablehlo.reshape"(%103) : (tensor<1x2x1x1x1x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %105 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 3, 2, 1>, start_indices = array<i64: 0, 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %106 = "stablehlo.reshape"(%105) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %107 = "stablehlo.broadcast_in_dim"(%106) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %108 = "stablehlo.multiply"(%104, %107) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %109 = "stablehlo.add"(%102, %108) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %110 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 2, 1, 2, 1, 6, 3, 3>, start_indices = array<i64: 0, 0, 0, 1, 0, 2, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x1x2x1x6x4x3xf32>) -> tensor<1x2x1x1x1x4x3x2xf32>
    %111 = "stablehlo.reshape"(%110) : (tensor<1x2x1x1x1x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %112 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 3, 2, 2>, start_indices = array<i64: 0, 0, 2, 1, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %113 = "stablehlo.reshape"(%112) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %114 = "stablehlo.broadcast_in_dim"(%113) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %115 = "stablehlo.multiply"(%111, %114) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %116 = "stablehlo.add"(%109, %115) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %117 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 2, 1, 1, 1, 6, 4, 2>, start_indices = array<i64: 0, 0, 0, 0, 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x1x2x1x6x4x3xf32>) -> tensor<1x2x1x1x1x4x3x2xf32>
    %118 = "stablehlo.reshape"(%117) : (tensor<1x2x1x1x1x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %119 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 3, 3, 1>, start_indices = array<i64: 0, 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %120 = "stablehlo.reshape"(%119) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %121 = "stablehlo.broadcast_in_dim"(%120) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %122 = "stablehlo.multiply"(%118, %121) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %123 = "stablehlo.add"(%116, %122) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %124 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 2, 1, 1, 1, 6, 4, 3>, start_indices = array<i64: 0, 0, 0, 0, 0, 2, 1, 1>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x1x2x1x6x4x3xf32>) -> tensor<1x2x1x1x1x4x3x2xf32>
    %125 = "stablehlo.reshape"(%124) : (tensor<1x2x1x1x1x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %126 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 3, 3, 2>, start_indices = array<i64: 0, 0, 2, 2, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %127 = "stablehlo.reshape"(%126) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %128 = "stablehlo.broadcast_in_dim"(%127) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %129 = "stablehlo.multiply"(%125, %128) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %130 = "stablehlo.add"(%123, %129) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    return %130 : tensor<1x2x4x3x2xf32>
  }
}
