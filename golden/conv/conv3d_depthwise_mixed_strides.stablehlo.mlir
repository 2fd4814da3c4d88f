module {
  func.func @main(%arg0: tensor<1x2x5x6x7xf32>, %arg1: tensor<2x1x3x3x3xf32>) -> tensor<1x2x5x3x3xf32> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.pad"(%arg0, %0) {edge_padding_high = array<i64: 0, 0, 1, 1, 1>, edge_padding_low = array<i64: 0, 0, 1, 1, 1>, interior_padding = array<i64: 0, 0, 0, 0, 0>} : (tensor<1x2x5x6x7xf32>, tensor<f32>) -> tensor<1x2x7x8x9xf32>
    %2 = "stablehlo.reshape"(%1) : (tensor<1x2x7x8x9xf32>) -> tensor<1x2x7x1x4x2x3x3xf32>
    %3 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 2, 5, 1, 3, 1, 3, 1>, start_indices = array<i64: 0, 0, 0, 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x7x1x4x2x3x3xf32>) -> tensor<1x2x5x1x3x1x3x1xf32>
    %4 = "stablehlo.reshape"(%3) : (tensor<1x2x5x1x3x1x3x1xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %5 = "stablehlo.reshape"(%4) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %6 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 1, 1, 1>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %7 = "stablehlo.reshape"(%6) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %9 = "stablehlo.multiply"(%5, %8) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %10 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 2, 5, 1, 3, 1, 3, 2>, start_indices = array<i64: 0, 0, 0, 0, 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x7x1x4x2x3x3xf32>) -> tensor<1x2x5x1x3x1x3x1xf32>
    %11 = "stablehlo.reshape"(%10) : (tensor<1x2x5x1x3x1x3x1xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %12 = "stablehlo.reshape"(%11) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %13 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 1, 1, 2>, start_indices = array<i64: 0, 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %14 = "stablehlo.reshape"(%13) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %15 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %16 = "stablehlo.multiply"(%12, %15) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %17 = "stablehlo.add"(%9, %16) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %18 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 2, 5, 1, 3, 1, 3, 3>, start_indices = array<i64: 0, 0, 0, 0, 0, 0, 0, 2>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x7x1x4x2x3x3xf32>) -> tensor<1x2x5x1x3x1x3x1xf32>
    %19 = "stablehlo.reshape"(%18) : (tensor<1x2x5x1x3x1x3x1xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %20 = "stablehlo.reshape"(%19) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %21 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 1, 1, 3>, start_indices = array<i64: 0, 0, 0, 0, 2>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %22 = "stablehlo.reshape"(%21) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %23 = "stablehlo.broadcast_in_dim"(%22) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %24 = "stablehlo.multiply"(%20, %23) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %25 = "stablehlo.add"(%17, %24) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %26 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 2, 5, 1, 3, 2, 3, 1>, start_indices = array<i64: 0, 0, 0, 0, 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x7x1x4x2x3x3xf32>) -> tensor<1x2x5x1x3x1x3x1xf32>
    %27 = "stablehlo.reshape"(%26) : (tensor<1x2x5x1x3x1x3x1xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %28 = "stablehlo.reshape"(%27) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %29 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 1, 2, 1>, start_indices = array<i64: 0, 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %30 = "stablehlo.reshape"(%29) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %31 = "stablehlo.broadcast_in_dim"(%30) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %32 = "stablehlo.multiply"(%28, %31) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %33 = "stablehlo.add"(%25, %32) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %34 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 2, 5, 1, 3, 2, 3, 2>, start_indices = array<i64: 0, 0, 0, 0, 0, 1, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x7x1x4x2x3x3xf32>) -> tensor<1x2x5x1x3x1x3x1xf32>
    %35 = "stablehlo.reshape"(%34) : (tensor<1x2x5x1x3x1x3x1xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %36 = "stablehlo.reshape"(%35) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %37 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 1, 2, 2>, start_indices = array<i64: 0, 0, 0, 1, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %38 = "stablehlo.reshape"(%37) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %39 = "stablehlo.broadcast_in_dim"(%38) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %40 = "stablehlo.multiply"(%36, %39) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %41 = "stablehlo.add"(%33, %40) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %42 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 2, 5, 1, 3, 2, 3, 3>, start_indices = array<i64: 0, 0, 0, 0, 0, 1, 0, 2>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x7x1x4x2x3x3xf32>) -> tensor<1x2x5x1x3x1x3x1xf32>
    %43 = "stablehlo.reshape"(%42) : (tensor<1x2x5x1x3x1x3x1xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %44 = "stablehlo.reshape"(%43) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %45 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 1, 2, 3>, start_indices = array<i64: 0, 0, 0, 1, 2>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %46 = "stablehlo.reshape"(%45) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %47 = "stablehlo.broadcast_in_dim"(%46) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %48 = "stablehlo.multiply"(%44, %47) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %49 = "stablehlo.add"(%41, %48) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %50 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 2, 5, 1, 4, 1, 3, 1>, start_indices = array<i64: 0, 0, 0, 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x7x1x4x2x3x3xf32>) -> tensor<1x2x5x1x3x1x3x1xf32>
    %51 = "stablehlo.reshape"(%50) : (tensor<1x2x5x1x3x1x3x1xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %52 = "stablehlo.reshape"(%51) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %53 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 1, 3, 1>, start_indices = array<i64: 0, 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %54 = "stablehlo.reshape"(%53) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %55 = "stablehlo.broadcast_in_dim"(%54) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %56 = "stablehlo.multiply"(%52, %55) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %57 = "stablehlo.add"(%49, %56) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %58 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 2, 5, 1, 4, 1, 3, 2>, start_indices = array<i64: 0, 0, 0, 0, 1, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x7x1x4x2x3x3xf32>) -> tensor<1x2x5x1x3x1x3x1xf32>
    %59 = "stablehlo.reshape"(%58) : (tensor<1x2x5x1x3x1x3x1xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %60 = "stablehlo.reshape"(%59) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %61 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 1, 3, 2>, start_indices = array<i64: 0, 0, 0, 2, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %62 = "stablehlo.reshape"(%61) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %63 = "stablehlo.broadcast_in_dim"(%62) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %64 = "stablehlo.multiply"(%60, %63) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %65 = "stablehlo.add"(%57, %64) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %66 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 2, 5, 1, 4, 1, 3, 3>, start_indices = array<i64: 0, 0, 0, 0, 1, 0, 0, 2>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x7x1x4x2x3x3xf32>) -> tensor<1x2x5x1x3x1x3x1xf32>
    %67 = "stablehlo.reshape"(%66) : (tensor<1x2x5x1x3x1x3x1xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %68 = "stablehlo.reshape"(%67) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %69 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 1, 3, 3>, start_indices = array<i64: 0, 0, 0, 2, 2>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %70 = "stablehlo.reshape"(%69) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %71 = "stablehlo.broadcast_in_dim"(%70) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %72 = "stablehlo.multiply"(%68, %71) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %73 = "stablehlo.add"(%65, %72) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %74 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 2, 6, 1, 3, 1, 3, 1>, start_indices = array<i64: 0, 0, 1, 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x7x1x4x2x3x3xf32>) -> tensor<1x2x5x1x3x1x3x1xf32>
    %75 = "stablehlo.reshape"(%74) : (tensor<1x2x5x1x3x1x3x1xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %76 = "stablehlo.reshape"(%75) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %77 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 2, 1, 1>, start_indices = array<i64: 0, 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %78 = "stablehlo.reshape"(%77) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %79 = "stablehlo.broadcast_in_dim"(%78) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %80 = "stablehlo.multiply"(%76, %79) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %81 = "stablehlo.add"(%73, %80) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %82 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 2, 6, 1, 3, 1, 3, 2>, start_indices = array<i64: 0, 0, 1, 0, 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x7x1x4x2x3x3xf32>) -> tensor<1x2x5x1x3x1x3x1xf32>
    %83 = "stablehlo.reshape"(%82) : (tensor<1x2x5x1x3x1x3x1xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %84 = "stablehlo.reshape"(%83) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %85 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 2, 1, 2>, start_indices = array<i64: 0, 0, 1, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %86 = "stablehlo.reshape"(%85) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %87 = "stablehlo.broadcast_in_dim"(%86) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %88 = "stablehlo.multiply"(%84, %87) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %89 = "stablehlo.add"(%81, %88) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %90 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 2, 6, 1, 3, 1, 3, 3>, start_indices = array<i64: 0, 0, 1, 0, 0, 0, 0, 2>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x7x1x4x2x3x3xf32>) -> tensor<1x2x5x1x3x1x3x1xf32>
    %91 = "stablehlo.reshape"(%90) : (tensor<1x2x5x1x3x1x3x1xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %92 = "stablehlo.reshape"(%91) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %93 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 2, 1, 3>, start_indices = array<i64: 0, 0, 1, 0, 2>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %94 = "stablehlo.reshape"(%93) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %95 = "stablehlo.broadcast_in_dim"(%94) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %96 = "stablehlo.multiply"(%92, %95) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %97 = "stablehlo.add"(%89, %96) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %98 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 2, 6, 1, 3, 2, 3, 1>, start_indices = array<i64: 0, 0, 1, 0, 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x7x1x4x2x3x3xf32>) -> tensor<1x2x5x1x3x1x3x1xf32>
    %99 = "stablehlo.reshape"(%98) : (tensor<1x2x5x1x3x1x3x1xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %100 = "stablehlo.reshape"(%99) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %101 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 2, 2, 1>, start_indices = array<i64: 0, 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %102 = "stablehlo.reshape"(%101) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %103 = "stablehlo.broadcast_in_dim"(%102) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %104 = "stablehlo.multiply"(%100, %103) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %105 = "stablehlo.add"(%97, %104) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %106 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 2, 6, 1, 3, 2, 3, 2>, start_indices = array<i64: 0, 0, 1, 0, 0, 1, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x7x1x4x2x3x3xf32>) -> tensor<1x2x5x1x3x1x3x1xf32>
    %107 = "stablehlo.reshape"(%106) : (tensor<1x2x5x1x3x1x3x1xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %108 = "stablehlo.reshape"(%107) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %109 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 2, 2, 2>, start_indices = array<i64: 0, 0, 1, 1, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %110 = "stablehlo.reshape"(%109) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %111 = "stablehlo.broadcast_in_dim"(%110) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %112 = "stablehlo.multiply"(%108, %111) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %113 = "stablehlo.add"(%105, %112) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %114 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 2, 6, 1, 3, 2, 3, 3>, start_indices = array<i64: 0, 0, 1, 0, 0, 1, 0, 2>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x7x1x4x2x3x3xf32>) -> tensor<1x2x5x1x3x1x3x1xf32>
    %115 = "stablehlo.reshape"(%114) : (tensor<1x2x5x1x3x1x3x1xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %116 = "stablehlo.reshape"(%115) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %117 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 2, 2, 3>, start_indices = array<i64: 0, 0, 1, 1, 2>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %118 = "stablehlo.reshape"(%117) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %119 = "stablehlo.broadcast_in_dim"(%118) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %120 = "stablehlo.multiply"(%116, %119) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %121 = "stablehlo.add"(%113, %120) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %122 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 2, 6, 1, 4, 1, 3, 1>, start_indices = array<i64: 0, 0, 1, 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x7x1x4x2x3x3xf32>) -> tensor<1x2x5x1x3x1x3x1xf32>
    %123 = "stablehlo.reshape"(%122) : (tensor<1x2x5x1x3x1x3x1xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %124 = "stablehlo.reshape"(%123) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %125 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 2, 3, 1>, start_indices = array<i64: 0, 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %126 = "stablehlo.reshape"(%125) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %127 = "stablehlo.broadcast_in_dim"(%126) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %128 = "stablehlo.multiply"(%124, %127) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %129 = "stablehlo.add"(%121, %128) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %130 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 2, 6, 1, 4, 1, 3, 2>, start_indices = array<i64: 0, 0, 1, 0, 1, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x7x1x4x2x3x3xf32>) -> tensor<1x2x5x1x3x1x3x1xf32>
    %131 = "stablehlo.reshape"(%130) : (tensor<1x2x5x1x3x1x3x1xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %132 = "stablehlo.reshape"(%131) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %133 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 2, 3, 2>, start_indices = array<i64: 0, 0, 1, 2, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %134 = "stablehlo.reshape"(%133) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %135 = "stablehlo.broadcast_in_dim"(%134) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %136 = "stablehlo.multiply"(%132, %135) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %137 = "stablehlo.add"(%129, %136) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %138 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 2, 6, 1, 4, 1, 3, 3>, start_indices = array<i64: 0, 0, 1, 0, 1, 0, 0, 2>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x7x1x4x2x3x3xf32>) -> tensor<1x2x5x1x3x1x3x1xf32>
    %139 = "stablehlo.reshape"(%138) : (tensor<1x2x5x1x3x1x3x1xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %140 = "stablehlo.reshape"(%139) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %141 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 2, 3, 3>, start_indices = array<i64: 0, 0, 1, 2, 2>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %142 = "stablehlo.reshape"(%141) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %143 = "stablehlo.broadcast_in_dim"(%142) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %144 = "stablehlo.multiply"(%140, %143) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %145 = "stablehlo.add"(%137, %144) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %146 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 2, 7, 1, 3, 1, 3, 1>, start_indices = array<i64: 0, 0, 2, 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x7x1x4x2x3x3xf32>) -> tensor<1x2x5x1x3x1x3x1xf32>
    %147 = "stablehlo.reshape"(%146) : (tensor<1x2x5x1x3x1x3x1xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %148 = "stablehlo.reshape"(%147) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %149 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 3, 1, 1>, start_indices = array<i64: 0, 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %150 = "stablehlo.reshape"(%149) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %151 = "stablehlo.broadcast_in_dim"(%150) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %152 = "stablehlo.multiply"(%148, %151) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %153 = "stablehlo.add"(%145, %152) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %154 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 2, 7, 1, 3, 1, 3, 2>, start_indices = array<i64: 0, 0, 2, 0, 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x7x1x4x2x3x3xf32>) -> tensor<1x2x5x1x3x1x3x1xf32>
    %155 = "stablehlo.reshape"(%154) : (tensor<1x2x5x1x3x1x3x1xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %156 = "stablehlo.reshape"(%155) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %157 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 3, 1, 2>, start_indices = array<i64: 0, 0, 2, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %158 = "stablehlo.reshape"(%157) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %159 = "stablehlo.broadcast_in_dim"(%158) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %160 = "stablehlo.multiply"(%156, %159) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %161 = "stablehlo.add"(%153, %160) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %162 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 2, 7, 1, 3, 1, 3, 3>, start_indices = array<i64: 0, 0, 2, 0, 0, 0, 0, 2>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x7x1x4x2x3x3xf32>) -> tensor<1x2x5x1x3x1x3x1xf32>
    %163 = "stablehlo.reshape"(%162) : (tensor<1x2x5x1x3x1x3x1xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %164 = "stablehlo.reshape"(%163) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %165 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 3, 1, 3>, start_indices = array<i64: 0, 0, 2, 0, 2>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %166 = "stablehlo.reshape"(%165) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %167 = "stablehlo.broadcast_in_dim"(%166) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %168 = "stablehlo.multiply"(%164, %167) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %169 = "stablehlo.add"(%161, %168) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %170 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 2, 7, 1, 3, 2, 3, 1>, start_indices = array<i64: 0, 0, 2, 0, 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x7x1x4x2x3x3xf32>) -> tensor<1x2x5x1x3x1x3x1xf32>
    %171 = "stablehlo.reshape"(%170) : (tensor<1x2x5x1x3x1x3x1xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %172 = "stablehlo.reshape"(%171) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %173 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 3, 2, 1>, start_indices = array<i64: 0, 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %174 = "stablehlo.reshape"(%173) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %175 = "stablehlo.broadcast_in_dim"(%174) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %176 = "stablehlo.multiply"(%172, %175) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %177 = "stablehlo.add"(%169, %176) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %178 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 2, 7, 1, 3, 2, 3, 2>, start_indices = array<i64: 0, 0, 2, 0, 0, 1, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x7x1x4x2x3x3xf32>) -> tensor<1x2x5x1x3x1x3x1xf32>
    %179 = "stablehlo.reshape"(%178) : (tensor<1x2x5x1x3x1x3x1xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %180 = "stablehlo.reshape"(%179) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %181 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 3, 2, 2>, start_indices = array<i64: 0, 0, 2, 1, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %182 = "stablehlo.reshape"(%181) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %183 = "stablehlo.broadcast_in_dim"(%182) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %184 = "stablehlo.multiply"(%180, %183) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %185 = "stablehlo.add"(%177, %184) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %186 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 2, 7, 1, 3, 2, 3, 3>, start_indices = array<i64: 0, 0, 2, 0, 0, 1, 0, 2>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x7x1x4x2x3x3xf32>) -> tensor<1x2x5x1x3x1x3x1xf32>
    %187 = "stablehlo.reshape"(%186) : (tensor<1x2x5x1x3x1x3x1xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %188 = "stablehlo.reshape"(%187) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %189 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 3, 2, 3>, start_indices = array<i64: 0, 0, 2, 1, 2>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %190 = "stablehlo.reshape"(%189) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %191 = "stablehlo.broadcast_in_dim"(%190) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %192 = "stablehlo.multiply"(%188, %191) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %193 = "stablehlo.add"(%185, %192) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %194 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 2, 7, 1, 4, 1, 3, 1>, start_indices = array<i64: 0, 0, 2, 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x7x1x4x2x3x3xf32>) -> tensor<1x2x5x1x3x1x3x1xf32>
    %195 = "stablehlo.reshape"(%194) : (tensor<1x2x5x1x3x1x3x1xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %196 = "stablehlo.reshape"(%195) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %197 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 3, 3, 1>, start_indices = array<i64: 0, 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %198 = "stablehlo.reshape"(%197) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %199 = "stablehlo.broadcast_in_dim"(%198) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %200 = "stablehlo.multiply"(%196, %199) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %201 = "stablehlo.add"(%193, %200) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %202 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 2, 7, 1, 4, 1, 3, 2>, start_indices = array<i64: 0, 0, 2, 0, 1, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x7x1x4x2x3x3xf32>) -> tensor<1x2x5x1x3x1x3x1xf32>
    %203 = "stablehlo.reshape"(%202) : (tensor<1x2x5x1x3x1x3x1xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %204 = "stablehlo.reshape"(%203) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %205 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 3, 3, 2>, start_indices = array<i64: 0, 0, 2, 2, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %206 = "stablehlo.reshape"(%205) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %207 = "stablehlo.broadcast_in_dim"(%206) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %208 = "stablehlo.multiply"(%204, %207) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %209 = "stablehlo.add"(%201, %208) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %210 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 2, 7, 1, 4, 1, 3, 3>, start_indices = array<i64: 0, 0, 2, 0, 1, 0, 0, 2>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x7x1x4x2x3x3xf32>) -> tensor<1x2x5x1x3x1x3x1xf32>
    %211 = "stablehlo.reshape"(%210) : (tensor<1x2x5x1x3x1x3x1xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %212 = "stablehlo.reshape"(%211) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %213 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 3, 3, 3>, start_indices = array<i64: 0, 0, 2, 2, 2>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %214 = "stablehlo.reshape"(%213) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %215 = "stablehlo.broadcast_in_dim"(%214) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %216 = "stablehlo.multiply"(%212, %215) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %217 = "stablehlo.add"(%209, %216) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    return %217 : tensor<1x2x5x3x3xf32>
  }
}
