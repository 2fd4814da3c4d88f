module {
  func.func @main(%arg0: tensor<1x3x7x6xf32>, %arg1: tensor<3x1x5x5xf32>) -> tensor<1x3x7x6xf32> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.pad"(%arg0, %0) {edge_padding_high = array<i64: 0, 0, 4, 2>, edge_padding_low = array<i64: 0, 0, 4, 2>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<1x3x7x6xf32>, tensor<f32>) -> tensor<1x3x15x10xf32>
    %2 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 3, 7, 6>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x15x10xf32>) -> tensor<1x3x7x6xf32>
    %3 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 3, 1, 1, 1>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x1xf32>
    %4 = "stablehlo.reshape"(%3) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x6xf32>
    %6 = "stablehlo.multiply"(%2, %5) : (tensor<1x3x7x6xf32>, tensor<1x3x7x6xf32>) -> tensor<1x3x7x6xf32>
    %7 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 3, 7, 7>, start_indices = array<i64: 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x15x10xf32>) -> tensor<1x3x7x6xf32>
    %8 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 3, 1, 1, 2>, start_indices = array<i64: 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x1xf32>
    %9 = "stablehlo.reshape"(%8) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x6xf32>
    %11 = "stablehlo.multiply"(%7, %10) : (tensor<1x3x7x6xf32>, tensor<1x3x7x6xf32>) -> tensor<1x3x7x6xf32>
    %12 = "stablehlo.add"(%6, %11) : (tensor<1x3x7x6xf32>, tensor<1x3x7x6xf32>) -> tensor<1x3x7x6xf32>
    %13 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 3, 7, 8>, start_indices = array<i64: 0, 0, 0, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x15x10xf32>) -> tensor<1x3x7x6xf32>
    %14 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 3, 1, 1, 3>, start_indices = array<i64: 0, 0, 0, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x1xf32>
    %15 = "stablehlo.reshape"(%14) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %16 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x6xf32>
    %17 = "stablehlo.multiply"(%13, %16) : (tensor<1x3x7x6xf32>, tensor<1x3x7x6xf32>) -> tensor<1x3x7x6xf32>
    %18 = "stablehlo.add"(%12, %17) : (tensor<1x3x7x6xf32>, tensor<1x3x7x6xf32>) -> tensor<1x3x7x6xf32>
    %19 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 3, 7, 9>, start_indices = array<i64: 0, 0, 0, 3>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x15x10xf32>) -> tensor<1x3x7x6xf32>
    %20 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 3, 1, 1, 4>, start_indices = array<i64: 0, 0, 0, 3>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x1xf32>
    %21 = "stablehlo.reshape"(%20) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %22 = "stablehlo.broadcast_in_dim"(%21) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x6xf32>
    %23 = "stablehlo.multiply"(%19, %22) : (tensor<1x3x7x6xf32>, tensor<1x3x7x6xf32>) -> tensor<1x3x7x6xf32>
    %24 = "stablehlo.add"(%18, %23) : (tensor<1x3x7x6xf32>, tensor<1x3x7x6xf32>) -> tensor<1x3x7x6xf32>
    %25 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 3, 7, 10>, start_indices = array<i64: 0, 0, 0, 4>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x15x10xf32>) -> tensor<1x3x7x6xf32>
    %26 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 3, 1, 1, 5>, start_indices = array<i64: 0, 0, 0, 4>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x1xf32>
    %27 = "stablehlo.reshape"(%26) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %28 = "stablehlo.broadcast_in_dim"(%27) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x6xf32>
    %29 = "stablehlo.multiply"(%25, %28) : (tensor<1x3x7x6xf32>, tensor<1x3x7x6xf32>) -> tensor<1x3x7x6xf32>
    %30 = "stablehlo.add"(%24, %29) : (tensor<1x3x7x6xf32>, tensor<1x3x7x6xf32>) -> tensor<1x3x7x6xf32>
    %31 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 3, 9, 6>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x15x10xf32>) -> tensor<1x3x7x6xf32>
    %32 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 3, 1, 2, 1>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x1xf32>
    %33 = "stablehlo.reshape"(%32) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %34 = "stablehlo.broadcast_in_dim"(%33) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x6xf32>
    %35 = "stablehlo.multiply"(%31, %34) : (tensor<1x3x7x6xf32>, tensor<1x3x7x6xf32>) -> tensor<1x3x7x6xf32>
    %36 = "stablehlo.add"(%30, %35) : (tensor<1x3x7x6xf32>, tensor<1x3x7x6xf32>) -> tensor<1x3x7x6xf32>
    %37 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 3, 9, 7>, start_indices = array<i64: 0, 0, 2, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x15x10xf32>) -> tensor<1x3x7x6xf32>
    %38 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 3, 1, 2, 2>, start_indices = array<i64: 0, 0, 1, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x1xf32>
    %39 = "stablehlo.reshape"(%38) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %40 = "stablehlo.broadcast_in_dim"(%39) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x6xf32>
    %41 = "stablehlo.multiply"(%37, %40) : (tensor<1x3x7x6xf32>, tensor<1x3x7x6xf32>) -> tensor<1x3x7x6xf32>
    %42 = "stablehlo.add"(%36, %41) : (tensor<1x3x7x6xf32>, tensor<1x3x7x6xf32>) -> tensor<1x3x7x6xf32>
    %43 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 3, 9, 8>, start_indices = array<i64: 0, 0, 2, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x15x10xf32>) -> tensor<1x3x7x6xf32>
    %44 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 3, 1, 2, 3>, start_indices = array<i64: 0, 0, 1, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x1xf32>
    %45 = "stablehlo.reshape"(%44) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %46 = "stablehlo.broadcast_in_dim"(%45) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x6xf32>
    %47 = "stablehlo.multiply"(%43, %46) : (tensor<1x3x7x6xf32>, tensor<1x3x7x6xf32>) -> tensor<1x3x7x6xf32>
    %48 = "stablehlo.add"(%42, %47) : (tensor<1x3x7x6xf32>, tensor<1x3x7x6xf32>) -> tensor<1x3x7x6xf32>
    %49 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 3, 9, 9>, start_indices = array<i64: 0, 0, 2, 3>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x15x10xf32>) -> tensor<1x3x7x6xf32>
    %50 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 3, 1, 2, 4>, start_indices = array<i64: 0, 0, 1, 3>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x1xf32>
    %51 = "stablehlo.reshape"(%50) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %52 = "stablehlo.broadcast_in_dim"(%51) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x6xf32>
    %53 = "stablehlo.multiply"(%49, %52) : (tensor<1x3x7x6xf32>, tensor<1x3x7x6xf32>) -> tensor<1x3x7x6xf32>
    %54 = "stablehlo.add"(%48, %53) : (tensor<1x3x7x6xf32>, tensor<1x3x7x6xf32>) -> tensor<1x3x7x6xf32>
    %55 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 3, 9, 10>, start_indices = array<i64: 0, 0, 2, 4>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x15x10xf32>) -> tensor<1x3x7x6xf32>
    %56 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 3, 1, 2, 5>, start_indices = array<i64: 0, 0, 1, 4>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x1xf32>
    %57 = "stablehlo.reshape"(%56) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %58 = "stablehlo.broadcast_in_dim"(%57) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x6xf32>
    %59 = "stablehlo.multiply"(%55, %58) : (tensor<1x3x7x6xf32>, tensor<1x3x7x6xf32>) -> tensor<1x3x7x6xf32>
    %60 = "stablehlo.add"(%54, %59) : (tensor<1x3x7x6xf32>, tensor<1x3x7x6xf32>) -> tensor<1x3x7x6xf32>
    %61 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 3, 11, 6>, start_indices = array<i64: 0, 0, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x15x10xf32>) -> tensor<1x3x7x6xf32>
    %62 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 3, 1, 3, 1>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x1xf32>
    %63 = "stablehlo.reshape"(%62) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %64 = "stablehlo.broadcast_in_dim"(%63) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x6xf32>
    %65 = "stablehlo.multiply"(%61, %64) : (tensor<1x3x7x6xf32>, tensor<1x3x7x6xf32>) -> tensor<1x3x7x6xf32>
    %66 = "stablehlo.add"(%60, %65) : (tensor<1x3x7x6xf32>, tensor<1x3x7x6xf32>) -> tensor<1x3x7x6xf32>
    %67 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 3, 11, 7>, start_indices = array<i64: 0, 0, 4, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x15x10xf32>) -> tensor<1x3x7x6xf32>
    %68 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 3, 1, 3, 2>, start_indices = array<i64: 0, 0, 2, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x1xf32>
    %69 = "stablehlo.reshape"(%68) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %70 = "stablehlo.broadcast_in_dim"(%69) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x6xf32>
    %71 = "stablehlo.multiply"(%67, %70) : (tensor<1x3x7x6xf32>, tensor<1x3x7x6xf32>) -> tensor<1x3x7x6xf32>
    %72 = "stablehlo.add"(%66, %71) : (tensor<1x3x7x6xf32>, tensor<1x3x7x6xf32>) -> tensor<1x3x7x6xf32>
    %73 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 3, 11, 8>, start_indices = array<i64: 0, 0, 4, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x15x10xf32>) -> tensor<1x3x7x6xf32>
    %74 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 3, 1, 3, 3>, start_indices = array<i64: 0, 0, 2, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x1xf32>
    %75 = "stablehlo.reshape"(%74) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %76 = "stablehlo.broadcast_in_dim"(%75) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x6xf32>
    %77 = "stablehlo.multiply"(%73, %76) : (tensor<1x3x7x6xf32>, tensor<1x3x7x6xf32>) -> tensor<1x3x7x6xf32>
    %78 = "stablehlo.add"(%72, %77) : (tensor<1x3x7x6xf32>, tensor<1x3x7x6xf32>) -> tensor<1x3x7x6xf32>
    %79 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 3, 11, 9>, start_indices = array<i64: 0, 0, 4, 3>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x15x10xf32>) -> tensor<1x3x7x6xf32>
    %80 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 3, 1, 3, 4>, start_indices = array<i64: 0, 0, 2, 3>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x1xf32>
    %81 = "stablehlo.reshape"(%80) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %82 = "stablehlo.broadcast_in_dim"(%81) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x6xf32>
    %83 = "stablehlo.multiply"(%79, %82) : (tensor<1x3x7x6xf32>, tensor<1x3x7x6xf32>) -> tensor<1x3x7x6xf32>
    %84 = "stablehlo.add"(%78, %83) : (tensor<1x3x7x6xf32>, tensor<1x3x7x6xf32>) -> tensor<1x3x7x6xf32>
    %85 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 3, 11, 10>, start_indices = array<i64: 0, 0, 4, 4>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x15x10xf32>) -> tensor<1x3x7x6xf32>
    %86 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 3, 1, 3, 5>, start_indices = array<i64: 0, 0, 2, 4>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x1xf32>
    %87 = "stablehlo.reshape"(%86) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %88 = "stablehlo.broadcast_in_dim"(%87) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x6xf32>
    %89 = "stablehlo.multiply"(%85, %88) : (tensor<1x3x7x6xf32>, tensor<1x3x7x6xf32>) -> tensor<1x3x7x6xf32>
    %90 = "stablehlo.add"(%84, %89) : (tensor<1x3x7x6xf32>, tensor<1x3x7x6xf32>) -> tensor<1x3x7x6xf32>
    %91 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 3, 13, 6>, start_indices = array<i64: 0, 0, 6, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x15x10xf32>) -> tensor<1x3x7x6xf32>
    %92 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 3, 1, 4, 1>, start_indices = array<i64: 0, 0, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x1xf32>
    %93 = "stablehlo.reshape"(%92) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %94 = "stablehlo.broadcast_in_dim"(%93) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x6xf32>
    %95 = "stablehlo.multiply"(%91, %94) : (tensor<1x3x7x6xf32>, tensor<1x3x7x6xf32>) -> tensor<1x3x7x6xf32>
    %96 = "stablehlo.add"(%90, %95) : (tensor<1x3x7x6xf32>, tensor<1x3x7x6xf32>) -> tensor<1x3x7x6xf32>
    %97 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 3, 13, 7>, start_indices = array<i64: 0, 0, 6, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x15x10xf32>) -> tensor<1x3x7x6xf32>
    %98 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 3, 1, 4, 2>, start_indices = array<i64: 0, 0, 3, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x1xf32>
    %99 = "stablehlo.reshape"(%98) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %100 = "stablehlo.broadcast_in_dim"(%99) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x6xf32>
    %101 = "stablehlo.multiply"(%97, %100) : (tensor<1x3x7x6xf32>, tensor<1x3x7x6xf32>) -> tensor<1x3x7x6xf32>
    %102 = "stablehlo.add"(%96, %101) : (tensor<1x3x7x6xf32>, tensor<1x3x7x6xf32>) -> tensor<1x3x7x6xf32>
    %103 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 3, 13, 8>, start_indices = array<i64: 0, 0, 6, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x15x10xf32>) -> tensor<1x3x7x6xf32>
    %104 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 3, 1, 4, 3>, start_indices = array<i64: 0, 0, 3, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x1xf32>
    %105 = "stablehlo.reshape"(%104) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %106 = "stablehlo.broadcast_in_dim"(%105) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x6xf32>
    %107 = "stablehlo.multiply"(%103, %106) : (tensor<1x3x7x6xf32>, tensor<1x3x7x6xf32>) -> tensor<1x3x7x6xf32>
    %108 = "stablehlo.add"(%102, %107) : (tensor<1x3x7x6xf32>, tensor<1x3x7x6xf32>) -> tensor<1x3x7x6xf32>
    %109 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 3, 13, 9>, start_indices = array<i64: 0, 0, 6, 3>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x15x10xf32>) -> tensor<1x3x7x6xf32>
    %110 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 3, 1, 4, 4>, start_indices = array<i64: 0, 0, 3, 3>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x1xf32>
    %111 = "stablehlo.reshape"(%110) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %112 = "stablehlo.broadcast_in_dim"(%111) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x6xf32>
    %113 = "stablehlo.multiply"(%109, %112) : (tensor<1x3x7x6xf32>, tensor<1x3x7x6xf32>) -> tensor<1x3x7x6xf32>
    %114 = "stablehlo.add"(%108, %113) : (tensor<1x3x7x6xf32>, tensor<1x3x7x6xf32>) -> tensor<1x3x7x6xf32>
    %115 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 3, 13, 10>, start_indices = array<i64: 0, 0, 6, 4>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x15x10xf32>) -> tensor<1x3x7x6xf32>
    %116 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 3, 1, 4, 5>, start_indices = array<i64: 0, 0, 3, 4>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x1xf32>
    %117 = "stablehlo.reshape"(%116) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %118 = "stablehlo.broadcast_in_dim"(%117) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x6xf32>
    %119 = "stablehlo.multiply"(%115, %118) : (tensor<1x3x7x6xf32>, tensor<1x3x7x6xf32>) -> tensor<1x3x7x6xf32>
    %120 = "stablehlo.add"(%114, %119) : (tensor<1x3x7x6xf32>, tensor<1x3x7x6xf32>) -> tensor<1x3x7x6xf32>
    %121 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 3, 15, 6>, start_indices = array<i64: 0, 0, 8, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x15x10xf32>) -> tensor<1x3x7x6xf32>
    %122 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 3, 1, 5, 1>, start_indices = array<i64: 0, 0, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x1xf32>
    %123 = "stablehlo.reshape"(%122) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %124 = "stablehlo.broadcast_in_dim"(%123) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x6xf32>
    %125 = "stablehlo.multiply"(%121, %124) : (tensor<1x3x7x6xf32>, tensor<1x3x7x6xf32>) -> tensor<1x3x7x6xf32>
    %126 = "stablehlo.add"(%120, %125) : (tensor<1x3x7x6xf32>, tensor<1x3x7x6xf32>) -> tensor<1x3x7x6xf32>
    %127 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 3, 15, 7>, start_indices = array<i64: 0, 0, 8, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x15x10xf32>) -> tensor<1x3x7x6xf32>
    %128 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 3, 1, 5, 2>, start_indices = array<i64: 0, 0, 4, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x1xf32>
    %129 = "stablehlo.reshape"(%128) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %130 = "stablehlo.broadcast_in_dim"(%129) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x6xf32>
    %131 = "stablehlo.multiply"(%127, %130) : (tensor<1x3x7x6xf32>, tensor<1x3x7x6xf32>) -> tensor<1x3x7x6xf32>
    %132 = "stablehlo.add"(%126, %131) : (tensor<1x3x7x6xf32>, tensor<1x3x7x6xf32>) -> tensor<1x3x7x6xf32>
    %133 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 3, 15, 8>, start_indices = array<i64: 0, 0, 8, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x15x10xf32>) -> tensor<1x3x7x6xf32>
    %134 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 3, 1, 5, 3>, start_indices = array<i64: 0, 0, 4, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x1xf32>
    %135 = "stablehlo.reshape"(%134) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %136 = "stablehlo.broadcast_in_dim"(%135) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x6xf32>
    %137 = "stablehlo.multiply"(%133, %136) : (tensor<1x3x7x6xf32>, tensor<1x3x7x6xf32>) -> tensor<1x3x7x6xf32>
    %138 = "stablehlo.add"(%132, %137) : (tensor<1x3x7x6xf32>, tensor<1x3x7x6xf32>) -> tensor<1x3x7x6xf32>
    %139 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 3, 15, 9>, start_indices = array<i64: 0, 0, 8, 3>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x15x10xf32>) -> tensor<1x3x7x6xf32>
    %140 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 3, 1, 5, 4>, start_indices = array<i64: 0, 0, 4, 3>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x1xf32>
    %141 = "stablehlo.reshape"(%140) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %142 = "stablehlo.broadcast_in_dim"(%141) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x6xf32>
    %143 = "stablehlo.multiply"(%139, %142) : (tensor<1x3x7x6xf32>, tensor<1x3x7x6xf32>) -> tensor<1x3x7x6xf32>
    %144 = "stablehlo.add"(%138, %143) : (tensor<1x3x7x6xf32>, tensor<1x3x7x6xf32>) -> tensor<1x3x7x6xf32>
    %145 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 3, 15, 10>, start_indices = array<i64: 0, 0, 8, 4>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x15x10xf32>) -> tensor<1x3x7x6xf32>
    %146 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 3, 1, 5, 5>, start_indices = array<i64: 0, 0, 4, 4>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x1xf32>
    %147 = "stablehlo.reshape"(%146) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %148 = "stablehlo.broadcast_in_dim"(%147) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x6xf32>
    %149 = "stablehlo.multiply"(%145, %148) : (tensor<1x3x7x6xf32>, tensor<1x3x7x6xf32>) -> tensor<1x3x7x6xf32>
    %150 = "stablehlo.add"(%144, %149) : (tensor<1x3x7x6xf32>, tensor<1x3x7x6xf32>) -> tensor<1x3x7x6xf32>
    return %150 : tensor<1x3x7x6xf32>
  }
}
