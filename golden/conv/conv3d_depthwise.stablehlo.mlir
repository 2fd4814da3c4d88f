module {
  func.func @main(%arg0: tensor<1x2x4x5x3xf32>, %arg1: tensor<2x1x3x3x2xf32>) -> tensor<1x2x4x3x2xf32> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.pad"(%arg0, %0) {edge_padding_high = array<i64: 0, 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 0, 1, 1, 0>, interior_padding = array<i64: 0, 0, 0, 0, 0>} : (tensor<1x2x4x5x3xf32>, tensor<f32>) -> tensor<1x2x6x7x3xf32>
    %2 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 2, 4, 5, 2>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 2, 1>} : (tensor<1x2x6x7x3xf32>) -> tensor<1x2x4x3x2xf32>
    %3 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 1, 1, 1>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %4 = "stablehlo.reshape"(%3) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %6 = "stablehlo.multiply"(%2, %5) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %7 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 2, 4, 5, 3>, start_indices = array<i64: 0, 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 2, 1>} : (tensor<1x2x6x7x3xf32>) -> tensor<1x2x4x3x2xf32>
    %8 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 1, 1, 2>, start_indices = array<i64: 0, 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %9 = "stablehlo.reshape"(%8) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %11 = "stablehlo.multiply"(%7, %10) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %12 = "stablehlo.add"(%6, %11) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %13 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 2, 4, 6, 2>, start_indices = array<i64: 0, 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 2, 1>} : (tensor<1x2x6x7x3xf32>) -> tensor<1x2x4x3x2xf32>
    %14 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 1, 2, 1>, start_indices = array<i64: 0, 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %15 = "stablehlo.reshape"(%14) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %16 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %17 = "stablehlo.multiply"(%13, %16) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %18 = "stablehlo.add"(%12, %17) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %19 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 2, 4, 6, 3>, start_indices = array<i64: 0, 0, 0, 1, 1>, strides = array<i64: 1, 1, 1, 2, 1>} : (tensor<1x2x6x7x3xf32>) -> tensor<1x2x4x3x2xf32>
    %20 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 1, 2, 2>, start_indices = array<i64: 0, 0, 0, 1, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %21 = "stablehlo.reshape"(%20) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %22 = "stablehlo.broadcast_in_dim"(%21) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %23 = "stablehlo.multiply"(%19, %22) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %24 = "stablehlo.add"(%18, %23) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %25 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 2, 4, 7, 2>, start_indices = array<i64: 0, 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 2, 1>} : (tensor<1x2x6x7x3xf32>) -> tensor<1x2x4x3x2xf32>
    %26 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 1, 3, 1>, start_indices = array<i64: 0, 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %27 = "stablehlo.reshape"(%26) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %28 = "stablehlo.broadcast_in_dim"(%27) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %29 = "stablehlo.multiply"(%25, %28) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %30 = "stablehlo.add"(%24, %29) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %31 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 2, 4, 7, 3>, start_indices = array<i64: 0, 0, 0, 2, 1>, strides = array<i64: 1, 1, 1, 2, 1>} : (tensor<1x2x6x7x3xf32>) -> tensor<1x2x4x3x2xf32>
    %32 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 1, 3, 2>, start_indices = array<i64: 0, 0, 0, 2, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %33 = "stablehlo.reshape"(%32) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %34 = "stablehlo.broadcast_in_dim"(%33) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %35 = "stablehlo.multiply"(%31, %34) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %36 = "stablehlo.add"(%30, %35) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %37 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 2, 5, 5, 2>, start_indices = array<i64: 0, 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 2, 1>} : (tensor<1x2x6x7x3xf32>) -> tensor<1x2x4x3x2xf32>
    %38 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 2, 1, 1>, start_indices = array<i64: 0, 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %39 = "stablehlo.reshape"(%38) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %40 = "stablehlo.broadcast_in_dim"(%39) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %41 = "stablehlo.multiply"(%37, %40) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %42 = "stablehlo.add"(%36, %41) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %43 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 2, 5, 5, 3>, start_indices = array<i64: 0, 0, 1, 0, 1>, strides = array<i64: 1, 1, 1, 2, 1>} : (tensor<1x2x6x7x3xf32>) -> tensor<1x2x4x3x2xf32>
    %44 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 2, 1, 2>, start_indices = array<i64: 0, 0, 1, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %45 = "stablehlo.reshape"(%44) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %46 = "stablehlo.broadcast_in_dim"(%45) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %47 = "stablehlo.multiply"(%43, %46) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %48 = "stablehlo.add"(%42, %47) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %49 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 2, 5, 6, 2>, start_indices = array<i64: 0, 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 2, 1>} : (tensor<1x2x6x7x3xf32>) -> tensor<1x2x4x3x2xf32>
    %50 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 2, 2, 1>, start_indices = array<i64: 0, 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %51 = "stablehlo.reshape"(%50) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %52 = "stablehlo.broadcast_in_dim"(%51) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %53 = "stablehlo.multiply"(%49, %52) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %54 = "stablehlo.add"(%48, %53) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %55 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 2, 5, 6, 3>, start_indices = array<i64: 0, 0, 1, 1, 1>, strides = array<i64: 1, 1, 1, 2, 1>} : (tensor<1x2x6x7x3xf32>) -> tensor<1x2x4x3x2xf32>
    %56 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 2, 2, 2>, start_indices = array<i64: 0, 0, 1, 1, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %57 = "stablehlo.reshape"(%56) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %58 = "stablehlo.broadcast_in_dim"(%57) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %59 = "stablehlo.multiply"(%55, %58) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %60 = "stablehlo.add"(%54, %59) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %61 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 2, 5, 7, 2>, start_indices = array<i64: 0, 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 2, 1>} : (tensor<1x2x6x7x3xf32>) -> tensor<1x2x4x3x2xf32>
    %62 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 2, 3, 1>, start_indices = array<i64: 0, 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %63 = "stablehlo.reshape"(%62) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %64 = "stablehlo.broadcast_in_dim"(%63) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %65 = "stablehlo.multiply"(%61, %64) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %66 = "stablehlo.add"(%60, %65) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %67 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 2, 5, 7, 3>, start_indices = array<i64: 0, 0, 1, 2, 1>, strides = array<i64: 1, 1, 1, 2, 1>} : (tensor<1x2x6x7x3xf32>) -> tensor<1x2x4x3x2xf32>
    %68 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 2, 3, 2>, start_indices = array<i64: 0, 0, 1, 2, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %69 = "stablehlo.reshape"(%68) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %70 = "stablehlo.broadcast_in_dim"(%69) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %71 = "stablehlo.multiply"(%67, %70) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %72 = "stablehlo.add"(%66, %71) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %73 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 2, 6, 5, 2>, start_indices = array<i64: 0, 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 2, 1>} : (tensor<1x2x6x7x3xf32>) -> tensor<1x2x4x3x2xf32>
    %74 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 3, 1, 1>, start_indices = array<i64: 0, 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %75 = "stablehlo.reshape"(%74) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %76 = "stablehlo.broadcast_in_dim"(%75) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %77 = "stablehlo.multiply"(%73, %76) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %78 = "stablehlo.add"(%72, %77) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %79 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 2, 6, 5, 3>, start_indices = array<i64: 0, 0, 2, 0, 1>, strides = array<i64: 1, 1, 1, 2, 1>} : (tensor<1x2x6x7x3xf32>) -> tensor<1x2x4x3x2xf32>
    %80 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 3, 1, 2>, start_indices = array<i64: 0, 0, 2, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %81 = "stablehlo.reshape"(%80) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %82 = "stablehlo.broadcast_in_dim"(%81) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %83 = "stablehlo.multiply"(%79, %82) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %84 = "stablehlo.add"(%78, %83) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %85 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 2, 6, 6, 2>, start_indices = array<i64: 0, 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 2, 1>} : (tensor<1x2x6x7x3xf32>) -> tensor<1x2x4x3x2xf32>
    %86 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 3, 2, 1>, start_indices = array<i64: 0, 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %87 = "stablehlo.reshape"(%86) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %88 = "stablehlo.broadcast_in_dim"(%87) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %89 = "stablehlo.multiply"(%85, %88) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %90 = "stablehlo.add"(%84, %89) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %91 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 2, 6, 6, 3>, start_indices = array<i64: 0, 0, 2, 1, 1>, strides = array<i64: 1, 1, 1, 2, 1>} : (tensor<1x2x6x7x3xf32>) -> tensor<1x2x4x3x2xf32>
    %92 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 3, 2, 2>, start_indices = array<i64: 0, 0, 2, 1, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %93 = "stablehlo.reshape"(%92) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %94 = "stablehlo.broadcast_in_dim"(%93) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %95 = "stablehlo.multiply"(%91, %94) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %96 = "stablehlo.add"(%90, %95) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %97 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 2, 6, 7, 2>, start_indices = array<i64: 0, 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 2, 1>} : (tensor<1x2x6x7x3xf32>) -> tensor<1x2x4x3x2xf32>
    %98 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 3, 3, 1>, start_indices = array<i64: 0, 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %99 = "stablehlo.reshape"(%98) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %100 = "stablehlo.broadcast_in_dim"(%99) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %101 = "stablehlo.multiply"(%97, %100) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %102 = "stablehlo.add"(%96, %101) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %103 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 2, 6, 7, 3>, start_indices = array<i64: 0, 0, 2, 2, 1>, strides = array<i64: 1, 1, 1, 2, 1>} : (tensor<1x2x6x7x3xf32>) -> tensor<1x2x4x3x2xf32>
    %104 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 3, 3, 2>, start_indices = array<i64: 0, 0, 2, 2, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x2xf32>) -> tensor<2x1x1x1x1xf32>
    %105 = "stablehlo.reshape"(%104) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %106 = "stablehlo.broadcast_in_dim"(%105) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x4x3x2xf32>
    %107 = "stablehlo.multiply"(%103, %106) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    %108 = "stablehlo.add"(%102, %107) : (tensor<1x2x4x3x2xf32>, tensor<1x2x4x3x2xf32>) -> tensor<1x2x4x3x2xf32>
    return %108 : tensor<1x2x4x3x2xf32>
  }
}
