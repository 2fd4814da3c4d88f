module {
  func.func @main(%arg0: tensor<1x2x5x6x7xf32>, %arg1: tensor<2x1x3x3x3xf32>) -> tensor<1x2x5x3x3xf32> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.pad"(%arg0, %0) {edge_padding_high = array<i64: 0, 0, 1, 1, 1>, edge_padding_low = array<i64: 0, 0, 1, 1, 1>, interior_padding = array<i64: 0, 0, 0, 0, 0>} : (tensor<1x2x5x6x7xf32>, tensor<f32>) -> tensor<1x2x7x8x9xf32>
    %2 = "stablehlo.reshape"(%1) : (tensor<1x2x7x8x9xf32>) -> tensor<1x2x7x1x4x2x3x3xf32>
    %3 = "stablehlo.transpose"(%2) {permutation = array<i64: 0, 1, 3, 5, 7, 2, 4, 6>} : (tensor<1x2x7x1x4x2x3x3xf32>) -> tensor<1x2x1x2x3x7x4x3xf32>
    %4 = "stablehlo.slice"(%3) {limit_indices = array<i64: 1, 2, 1, 1, 1, 5, 3, 3>, start_indices = array<i64: 0, 0, 0, 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x1x2x3x7x4x3xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %5 = "stablehlo.reshape"(%4) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %6 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 1, 1, 1>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %7 = "stablehlo.reshape"(%6) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %9 = "stablehlo.multiply"(%5, %8) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %10 = "stablehlo.slice"(%3) {limit_indices = array<i64: 1, 2, 1, 1, 2, 5, 3, 3>, start_indices = array<i64: 0, 0, 0, 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x1x2x3x7x4x3xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %11 = "stablehlo.reshape"(%10) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %12 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 1, 1, 2>, start_indices = array<i64: 0, 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %13 = "stablehlo.reshape"(%12) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %15 = "stablehlo.multiply"(%11, %14) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %16 = "stablehlo.add"(%9, %15) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %17 = "stablehlo.slice"(%3) {limit_indices = array<i64: 1, 2, 1, 1, 3, 5, 3, 3>, start_indices = array<i64: 0, 0, 0, 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x1x2x3x7x4x3xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %18 = "stablehlo.reshape"(%17) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %19 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 1, 1, 3>, start_indices = array<i64: 0, 0, 0, 0, 2>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %20 = "stablehlo.reshape"(%19) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %22 = "stablehlo.multiply"(%18, %21) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %23 = "stablehlo.add"(%16, %22) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %24 = "stablehlo.slice"(%3) {limit_indices = array<i64: 1, 2, 1, 2, 1, 5, 3, 3>, start_indices = array<i64: 0, 0, 0, 1, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x1x2x3x7x4x3xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %25 = "stablehlo.reshape"(%24) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %26 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 1, 2, 1>, start_indices = array<i64: 0, 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %27 = "stablehlo.reshape"(%26) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %28 = "stablehlo.broadcast_in_dim"(%27) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %29 = "stablehlo.multiply"(%25, %28) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %30 = "stablehlo.add"(%23, %29) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %31 = "stablehlo.slice"(%3) {limit_indices = array<i64: 1, 2, 1, 2, 2, 5, 3, 3>, start_indices = array<i64: 0, 0, 0, 1, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x1x2x3x7x4x3xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %32 = "stablehlo.reshape"(%31) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %33 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 1, 2, 2>, start_indices = array<i64: 0, 0, 0, 1, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %34 = "stablehlo.reshape"(%33) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %35 = "stablehlo.broadcast_in_dim"(%34) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %36 = "stablehlo.multiply"(%32, %35) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %37 = "stablehlo.add"(%30, %36) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %38 = "stablehlo.slice"(%3) {limit_indices = array<i64: 1, 2, 1, 2, 3, 5, 3, 3>, start_indices = array<i64: 0, 0, 0, 1, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x1x2x3x7x4x3xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %39 = "stablehlo.reshape"(%38) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %40 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 1, 2, 3>, start_indices = array<i64: 0, 0, 0, 1, 2>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %41 = "stablehlo.reshape"(%40) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %42 = "stablehlo.broadcast_in_dim"(%41) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %43 = "stablehlo.multiply"(%39, %42) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %44 = "stablehlo.add"(%37, %43) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %45 = "stablehlo.slice"(%3) {limit_indices = array<i64: 1, 2, 1, 1, 1, 5, 4, 3>, start_indices = array<i64: 0, 0, 0, 0, 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x1x2x3x7x4x3xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %46 = "stablehlo.reshape"(%45) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %47 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 1, 3, 1>, start_indices = array<i64: 0, 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %48 = "stablehlo.reshape"(%47) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %49 = "stablehlo.broadcast_in_dim"(%48) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %50 = "stablehlo.multiply"(%46, %49) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %51 = "stablehlo.add"(%44, %50) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %52 = "stablehlo.slice"(%3) {limit_indices = array<i64: 1, 2, 1, 1, 2, 5, 4, 3>, start_indices = array<i64: 0, 0, 0, 0, 1, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x1x2x3x7x4x3xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %53 = "stablehlo.reshape"(%52) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %54 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 1, 3, 2>, start_indices = array<i64: 0, 0, 0, 2, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %55 = "stablehlo.reshape"(%54) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %56 = "stablehlo.broadcast_in_dim"(%55) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %57 = "stablehlo.multiply"(%53, %56) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %58 = "stablehlo.add"(%51, %57) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %59 = "stablehlo.slice"(%3) {limit_indices = array<i64: 1, 2, 1, 1, 3, 5, 4, 3>, start_indices = array<i64: 0, 0, 0, 0, 2, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x1x2x3x7x4x3xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %60 = "stablehlo.reshape"(%59) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %61 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 1, 3, 3>, start_indices = array<i64: 0, 0, 0, 2, 2>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %62 = "stablehlo.reshape"(%61) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %63 = "stablehlo.broadcast_in_dim"(%62) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %64 = "stablehlo.multiply"(%60, %63) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %65 = "stablehlo.add"(%58, %64) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %66 = "stablehlo.slice"(%3) {limit_indices = array<i64: 1, 2, 1, 1, 1, 6, 3, 3>, start_indices = array<i64: 0, 0, 0, 0, 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x1x2x3x7x4x3xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %67 = "stablehlo.reshape"(%66) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %68 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 2, 1, 1>, start_indices = array<i64: 0, 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %69 = "stablehlo.reshape"(%68) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %70 = "stablehlo.broadcast_in_dim"(%69) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %71 = "stablehlo.multiply"(%67, %70) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %72 = "stablehlo.add"(%65, %71) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %73 = "stablehlo.slice"(%3) {limit_indices = array<i64: 1, 2, 1, 1, 2, 6, 3, 3>, start_indices = array<i64: 0, 0, 0, 0, 1, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x1x2x3x7x4x3xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %74 = "stablehlo.reshape"(%73) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %75 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 2, 1, 2>, start_indices = array<i64: 0, 0, 1, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %76 = "stablehlo.reshape"(%75) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %77 = "stablehlo.broadcast_in_dim"(%76) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %78 = "stablehlo.multiply"(%74, %77) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %79 = "stablehlo.add"(%72, %78) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %80 = "stablehlo.slice"(%3) {limit_indices = array<i64: 1, 2, 1, 1, 3, 6, 3, 3>, start_indices = array<i64: 0, 0, 0, 0, 2, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x1x2x3x7x4x3xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %81 = "stablehlo.reshape"(%80) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %82 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 2, 1, 3>, start_indices = array<i64: 0, 0, 1, 0, 2>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %83 = "stablehlo.reshape"(%82) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %84 = "stablehlo.broadcast_in_dim"(%83) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %85 = "stablehlo.multiply"(%81, %84) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %86 = "stablehlo.add"(%79, %85) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %87 = "stablehlo.slice"(%3) {limit_indices = array<i64: 1, 2, 1, 2, 1, 6, 3, 3>, start_indices = array<i64: 0, 0, 0, 1, 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x1x2x3x7x4x3xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %88 = "stablehlo.reshape"(%87) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %89 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 2, 2, 1>, start_indices = array<i64: 0, 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %90 = "stablehlo.reshape"(%89) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %91 = "stablehlo.broadcast_in_dim"(%90) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %92 = "stablehlo.multiply"(%88, %91) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %93 = "stablehlo.add"(%86, %92) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %94 = "stablehlo.slice"(%3) {limit_indices = array<i64: 1, 2, 1, 2, 2, 6, 3, 3>, start_indices = array<i64: 0, 0, 0, 1, 1, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x1x2x3x7x4x3xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %95 = "stablehlo.reshape"(%94) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %96 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 2, 2, 2>, start_indices = array<i64: 0, 0, 1, 1, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %97 = "stablehlo.reshape"(%96) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %98 = "stablehlo.broadcast_in_dim"(%97) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %99 = "stablehlo.multiply"(%95, %98) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %100 = "stablehlo.add"(%93, %99) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %101 = "stablehlo.slice"(%3) {limit_indices = array<i64: 1, 2, 1, 2, 3, 6, 3, 3>, start_indices = array<i64: 0, 0, 0, 1, 2, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x1x2x3x7x4x3xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %102 = "stablehlo.reshape"(%101) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %103 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 2, 2, 3>, start_indices = array<i64: 0, 0, 1, 1, 2>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %104 = "stablehlo.reshape"(%103) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %105 = "stablehlo.broadcast_in_dim"(%104) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %106 = "stablehlo.multiply"(%102, %105) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %107 = "stablehlo.add"(%100, %106) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %108 = "stablehlo.slice"(%3) {limit_indices = array<i64: 1, 2, 1, 1, 1, 6, 4, 3>, start_indices = array<i64: 0, 0, 0, 0, 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x1x2x3x7x4x3xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %109 = "stablehlo.reshape"(%108) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %110 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 2, 3, 1>, start_indices = array<i64: 0, 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %111 = "stablehlo.reshape"(%110) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %112 = "stablehlo.broadcast_in_dim"(%111) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %113 = "stablehlo.multiply"(%109, %112) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %114 = "stablehlo.add"(%107, %113) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %115 = "stablehlo.slice"(%3) {limit_indices = array<i64: 1, 2, 1, 1, 2, 6, 4, 3>, start_indices = array<i64: 0, 0, 0, 0, 1, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x1x2x3x7x4x3xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %116 = "stablehlo.reshape"(%115) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %117 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 2, 3, 2>, start_indices = array<i64: 0, 0, 1, 2, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %118 = "stablehlo.reshape"(%117) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %119 = "stablehlo.broadcast_in_dim"(%118) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %120 = "stablehlo.multiply"(%116, %119) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %121 = "stablehlo.add"(%114, %120) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %122 = "stablehlo.slice"(%3) {limit_indices = array<i64: 1, 2, 1, 1, 3, 6, 4, 3>, start_indices = array<i64: 0, 0, 0, 0, 2, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x1x2x3x7x4x3xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %123 = "stablehlo.reshape"(%122) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %124 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 2, 3, 3>, start_indices = array<i64: 0, 0, 1, 2, 2>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %125 = "stablehlo.reshape"(%124) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %126 = "stablehlo.broadcast_in_dim"(%125) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %127 = "stablehlo.multiply"(%123, %126) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %128 = "stablehlo.add"(%121, %127) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %129 = "stablehlo.slice"(%3) {limit_indices = array<i64: 1, 2, 1, 1, 1, 7, 3, 3>, start_indices = array<i64: 0, 0, 0, 0, 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x1x2x3x7x4x3xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %130 = "stablehlo.reshape"(%129) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %131 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 3, 1, 1>, start_indices = array<i64: 0, 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %132 = "stablehlo.reshape"(%131) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %133 = "stablehlo.broadcast_in_dim"(%132) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %134 = "stablehlo.multiply"(%130, %133) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %135 = "stablehlo.add"(%128, %134) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %136 = "stablehlo.slice"(%3) {limit_indices = array<i64: 1, 2, 1, 1, 2, 7, 3, 3>, start_indices = array<i64: 0, 0, 0, 0, 1, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x1x2x3x7x4x3xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %137 = "stablehlo.reshape"(%136) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %138 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 3, 1, 2>, start_indices = array<i64: 0, 0, 2, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %139 = "stablehlo.reshape"(%138) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %140 = "stablehlo.broadcast_in_dim"(%139) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %141 = "stablehlo.multiply"(%137, %140) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %142 = "stablehlo.add"(%135, %141) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %143 = "stablehlo.slice"(%3) {limit_indices = array<i64: 1, 2, 1, 1, 3, 7, 3, 3>, start_indices = array<i64: 0, 0, 0, 0, 2, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x1x2x3x7x4x3xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %144 = "stablehlo.reshape"(%143) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %145 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 3, 1, 3>, start_indices = array<i64: 0, 0, 2, 0, 2>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %146 = "stablehlo.reshape"(%145) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %147 = "stablehlo.broadcast_in_dim"(%146) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %148 = "stablehlo.multiply"(%144, %147) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %149 = "stablehlo.add"(%142, %148) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %150 = "stablehlo.slice"(%3) {limit_indices = array<i64: 1, 2, 1, 2, 1, 7, 3, 3>, start_indices = array<i64: 0, 0, 0, 1, 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x1x2x3x7x4x3xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %151 = "stablehlo.reshape"(%150) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %152 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 3, 2, 1>, start_indices = array<i64: 0, 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %153 = "stablehlo.reshape"(%152) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %154 = "stablehlo.broadcast_in_dim"(%153) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %155 = "stablehlo.multiply"(%151, %154) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %156 = "stablehlo.add"(%149, %155) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %157 = "stablehlo.slice"(%3) {limit_indices = array<i64: 1, 2, 1, 2, 2, 7, 3, 3>, start_indices = array<i64: 0, 0, 0, 1, 1, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x1x2x3x7x4x3xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %158 = "stablehlo.reshape"(%157) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %159 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 3, 2, 2>, start_indices = array<i64: 0, 0, 2, 1, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %160 = "stablehlo.reshape"(%159) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %161 = "stablehlo.broadcast_in_dim"(%160) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %162 = "stablehlo.multiply"(%158, %161) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %163 = "stablehlo.add"(%156, %162) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %164 = "stablehlo.slice"(%3) {limit_indices = array<i64: 1, 2, 1, 2, 3, 7, 3, 3>, start_indices = array<i64: 0, 0, 0, 1, 2, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x1x2x3x7x4x3xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %165 = "stablehlo.reshape"(%164) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %166 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 3, 2, 3>, start_indices = array<i64: 0, 0, 2, 1, 2>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %167 = "stablehlo.reshape"(%166) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %168 = "stablehlo.broadcast_in_dim"(%167) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %169 = "stablehlo.multiply"(%165, %168) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %170 = "stablehlo.add"(%163, %169) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %171 = "stablehlo.slice"(%3) {limit_indices = array<i64: 1, 2, 1, 1, 1, 7, 4, 3>, start_indices = array<i64: 0, 0, 0, 0, 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x1x2x3x7x4x3xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %172 = "stablehlo.reshape"(%171) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %173 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 3, 3, 1>, start_indices = array<i64: 0, 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %174 = "stablehlo.reshape"(%173) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %175 = "stablehlo.broadcast_in_dim"(%174) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %176 = "stablehlo.multiply"(%172, %175) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %177 = "stablehlo.add"(%170, %176) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %178 = "stablehlo.slice"(%3) {limit_indices = array<i64: 1, 2, 1, 1, 2, 7, 4, 3>, start_indices = array<i64: 0, 0, 0, 0, 1, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x1x2x3x7x4x3xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %179 = "stablehlo.reshape"(%178) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %180 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 3, 3, 2>, start_indices = array<i64: 0, 0, 2, 2, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %181 = "stablehlo.reshape"(%180) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %182 = "stablehlo.broadcast_in_dim"(%181) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %183 = "stablehlo.multiply"(%179, %182) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %184 = "stablehlo.add"(%177, %183) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %185 = "stablehlo.slice"(%3) {limit_indices = array<i64: 1, 2, 1, 1, 3, 7, 4, 3>, start_indices = array<i64: 0, 0, 0, 0, 2, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1, 1, 1>} : (tensor<1x2x1x2x3x7x4x3xf32>) -> tensor<1x2x1x1x1x5x3x3xf32>
    %186 = "stablehlo.reshape"(%185) : (tensor<1x2x1x1x1x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %187 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 2, 1, 3, 3, 3>, start_indices = array<i64: 0, 0, 2, 2, 2>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<2x1x3x3x3xf32>) -> tensor<2x1x1x1x1xf32>
    %188 = "stablehlo.reshape"(%187) : (tensor<2x1x1x1x1xf32>) -> tensor<2xf32>
    %189 = "stablehlo.broadcast_in_dim"(%188) {broadcast_dimensions = array<i64: 1>} : (tensor<2xf32>) -> tensor<1x2x5x3x3xf32>
    %190 = "stablehlo.multiply"(%186, %189) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    %191 = "stablehlo.add"(%184, %190) : (tensor<1x2x5x3x3xf32>, tensor<1x2x5x3x3xf32>) -> tensor<1x2x5x3x3xf32>
    return %191 : tensor<1x2x5x3x3xf32>
  }
}
