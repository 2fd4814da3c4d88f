module {
  func.func @main(%arg0: tensor<1x3x7x9xf32>, %arg1: tensor<1x3x7x9xf32>, %arg2: tensor<3x1x5x5xf32>) -> (tensor<1x3x7x9xf32>, tensor<3x1x5x5xf32>) {
    %0 = "stablehlo.reshape"(%arg2) : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x5x5xf32>
    %1 = "stablehlo.reshape"(%0) : (tensor<3x1x1x5x5xf32>) -> tensor<3x1x1x5x5xf32>
    %2 = "stablehlo.reshape"(%1) : (tensor<3x1x1x5x5xf32>) -> tensor<3x1x5x5xf32>
    %3 = "stablehlo.reverse"(%2) {dimensions = array<i64: 2, 3>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x5x5xf32>
    %4 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %5 = "stablehlo.pad"(%arg0, %4) {edge_padding_high = array<i64: 0, 0, 2, 4>, edge_padding_low = array<i64: 0, 0, 2, 4>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<1x3x7x9xf32>, tensor<f32>) -> tensor<1x3x11x17xf32>
    %6 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 3, 7, 9>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x11x17xf32>) -> tensor<1x3x7x9xf32>
    %7 = "stablehlo.slice"(%3) {limit_indices = array<i64: 3, 1, 1, 1>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x1xf32>
    %8 = "stablehlo.reshape"(%7) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %9 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x9xf32>
    %10 = "stablehlo.multiply"(%6, %9) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %11 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 3, 7, 11>, start_indices = array<i64: 0, 0, 0, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x11x17xf32>) -> tensor<1x3x7x9xf32>
    %12 = "stablehlo.slice"(%3) {limit_indices = array<i64: 3, 1, 1, 2>, start_indices = array<i64: 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x1xf32>
    %13 = "stablehlo.reshape"(%12) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x9xf32>
    %15 = "stablehlo.multiply"(%11, %14) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %16 = "stablehlo.add"(%10, %15) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %17 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 3, 7, 13>, start_indices = array<i64: 0, 0, 0, 4>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x11x17xf32>) -> tensor<1x3x7x9xf32>
    %18 = "stablehlo.slice"(%3) {limit_indices = array<i64: 3, 1, 1, 3>, start_indices = array<i64: 0, 0, 0, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x1xf32>
    %19 = "stablehlo.reshape"(%18) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %20 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x9xf32>
    %21 = "stablehlo.multiply"(%17, %20) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %22 = "stablehlo.add"(%16, %21) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %23 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 3, 7, 15>, start_indices = array<i64: 0, 0, 0, 6>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x11x17xf32>) -> tensor<1x3x7x9xf32>
    %24 = "stablehlo.slice"(%3) {limit_indices = array<i64: 3, 1, 1, 4>, start_indices = array<i64: 0, 0, 0, 3>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x1xf32>
    %25 = "stablehlo.reshape"(%24) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %26 = "stablehlo.broadcast_in_dim"(%25) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x9xf32>
    %27 = "stablehlo.multiply"(%23, %26) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %28 = "stablehlo.add"(%22, %27) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %29 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 3, 7, 17>, start_indices = array<i64: 0, 0, 0, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x11x17xf32>) -> tensor<1x3x7x9xf32>
    %30 = "stablehlo.slice"(%3) {limit_indices = array<i64: 3, 1, 1, 5>, start_indices = array<i64: 0, 0, 0, 4>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x1xf32>
    %31 = "stablehlo.reshape"(%30) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %32 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x9xf32>
    %33 = "stablehlo.multiply"(%29, %32) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %34 = "stablehlo.add"(%28, %33) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %35 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 3, 8, 9>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x11x17xf32>) -> tensor<1x3x7x9xf32>
    %36 = "stablehlo.slice"(%3) {limit_indices = array<i64: 3, 1, 2, 1>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x1xf32>
    %37 = "stablehlo.reshape"(%36) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %38 = "stablehlo.broadcast_in_dim"(%37) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x9xf32>
    %39 = "stablehlo.multiply"(%35, %38) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %40 = "stablehlo.add"(%34, %39) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %41 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 3, 8, 11>, start_indices = array<i64: 0, 0, 1, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x11x17xf32>) -> tensor<1x3x7x9xf32>
    %42 = "stablehlo.slice"(%3) {limit_indices = array<i64: 3, 1, 2, 2>, start_indices = array<i64: 0, 0, 1, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x1xf32>
    %43 = "stablehlo.reshape"(%42) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %44 = "stablehlo.broadcast_in_dim"(%43) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x9xf32>
    %45 = "stablehlo.multiply"(%41, %44) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %46 = "stablehlo.add"(%40, %45) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %47 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 3, 8, 13>, start_indices = array<i64: 0, 0, 1, 4>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x11x17xf32>) -> tensor<1x3x7x9xf32>
    %48 = "stablehlo.slice"(%3) {limit_indices = array<i64: 3, 1, 2, 3>, start_indices = array<i64: 0, 0, 1, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x1xf32>
    %49 = "stablehlo.reshape"(%48) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %50 = "stablehlo.broadcast_in_dim"(%49) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x9xf32>
    %51 = "stablehlo.multiply"(%47, %50) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %52 = "stablehlo.add"(%46, %51) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %53 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 3, 8, 15>, start_indices = array<i64: 0, 0, 1, 6>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x11x17xf32>) -> tensor<1x3x7x9xf32>
    %54 = "stablehlo.slice"(%3) {limit_indices = array<i64: 3, 1, 2, 4>, start_indices = array<i64: 0, 0, 1, 3>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x1xf32>
    %55 = "stablehlo.reshape"(%54) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %56 = "stablehlo.broadcast_in_dim"(%55) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x9xf32>
    %57 = "stablehlo.multiply"(%53, %56) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %58 = "stablehlo.add"(%52, %57) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %59 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 3, 8, 17>, start_indices = array<i64: 0, 0, 1, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x11x17xf32>) -> tensor<1x3x7x9xf32>
    %60 = "stablehlo.slice"(%3) {limit_indices = array<i64: 3, 1, 2, 5>, start_indices = array<i64: 0, 0, 1, 4>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x1xf32>
    %61 = "stablehlo.reshape"(%60) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %62 = "stablehlo.broadcast_in_dim"(%61) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x9xf32>
    %63 = "stablehlo.multiply"(%59, %62) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %64 = "stablehlo.add"(%58, %63) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %65 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 3, 9, 9>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x11x17xf32>) -> tensor<1x3x7x9xf32>
    %66 = "stablehlo.slice"(%3) {limit_indices = array<i64: 3, 1, 3, 1>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x1xf32>
    %67 = "stablehlo.reshape"(%66) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %68 = "stablehlo.broadcast_in_dim"(%67) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x9xf32>
    %69 = "stablehlo.multiply"(%65, %68) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %70 = "stablehlo.add"(%64, %69) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %71 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 3, 9, 11>, start_indices = array<i64: 0, 0, 2, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x11x17xf32>) -> tensor<1x3x7x9xf32>
    %72 = "stablehlo.slice"(%3) {limit_indices = array<i64: 3, 1, 3, 2>, start_indices = array<i64: 0, 0, 2, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x1xf32>
    %73 = "stablehlo.reshape"(%72) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %74 = "stablehlo.broadcast_in_dim"(%73) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x9xf32>
    %75 = "stablehlo.multiply"(%71, %74) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %76 = "stablehlo.add"(%70, %75) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %77 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 3, 9, 13>, start_indices = array<i64: 0, 0, 2, 4>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x11x17xf32>) -> tensor<1x3x7x9xf32>
    %78 = "stablehlo.slice"(%3) {limit_indices = array<i64: 3, 1, 3, 3>, start_indices = array<i64: 0, 0, 2, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x1xf32>
    %79 = "stablehlo.reshape"(%78) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %80 = "stablehlo.broadcast_in_dim"(%79) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x9xf32>
    %81 = "stablehlo.multiply"(%77, %80) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %82 = "stablehlo.add"(%76, %81) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %83 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 3, 9, 15>, start_indices = array<i64: 0, 0, 2, 6>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x11x17xf32>) -> tensor<1x3x7x9xf32>
    %84 = "stablehlo.slice"(%3) {limit_indices = array<i64: 3, 1, 3, 4>, start_indices = array<i64: 0, 0, 2, 3>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x1xf32>
    %85 = "stablehlo.reshape"(%84) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %86 = "stablehlo.broadcast_in_dim"(%85) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x9xf32>
    %87 = "stablehlo.multiply"(%83, %86) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %88 = "stablehlo.add"(%82, %87) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %89 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 3, 9, 17>, start_indices = array<i64: 0, 0, 2, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x11x17xf32>) -> tensor<1x3x7x9xf32>
    %90 = "stablehlo.slice"(%3) {limit_indices = array<i64: 3, 1, 3, 5>, start_indices = array<i64: 0, 0, 2, 4>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x1xf32>
    %91 = "stablehlo.reshape"(%90) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %92 = "stablehlo.broadcast_in_dim"(%91) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x9xf32>
    %93 = "stablehlo.multiply"(%89, %92) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %94 = "stablehlo.add"(%88, %93) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %95 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 3, 10, 9>, start_indices = array<i64: 0, 0, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x11x17xf32>) -> tensor<1x3x7x9xf32>
    %96 = "stablehlo.slice"(%3) {limit_indices = array<i64: 3, 1, 4, 1>, start_indices = array<i64: 0, 0, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x1xf32>
    %97 = "stablehlo.reshape"(%96) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %98 = "stablehlo.broadcast_in_dim"(%97) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x9xf32>
    %99 = "stablehlo.multiply"(%95, %98) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %100 = "stablehlo.add"(%94, %99) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %101 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 3, 10, 11>, start_indices = array<i64: 0, 0, 3, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x11x17xf32>) -> tensor<1x3x7x9xf32>
    %102 = "stablehlo.slice"(%3) {limit_indices = array<i64: 3, 1, 4, 2>, start_indices = array<i64: 0, 0, 3, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x1xf32>
    %103 = "stablehlo.reshape"(%102) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %104 = "stablehlo.broadcast_in_dim"(%103) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x9xf32>
    %105 = "stablehlo.multiply"(%101, %104) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %106 = "stablehlo.add"(%100, %105) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %107 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 3, 10, 13>, start_indices = array<i64: 0, 0, 3, 4>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x11x17xf32>) -> tensor<1x3x7x9xf32>
    %108 = "stablehlo.slice"(%3) {limit_indices = array<i64: 3, 1, 4, 3>, start_indices = array<i64: 0, 0, 3, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x1xf32>
    %109 = "stablehlo.reshape"(%108) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %110 = "stablehlo.broadcast_in_dim"(%109) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x9xf32>
    %111 = "stablehlo.multiply"(%107, %110) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %112 = "stablehlo.add"(%106, %111) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %113 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 3, 10, 15>, start_indices = array<i64: 0, 0, 3, 6>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x11x17xf32>) -> tensor<1x3x7x9xf32>
    %114 = "stablehlo.slice"(%3) {limit_indices = array<i64: 3, 1, 4, 4>, start_indices = array<i64: 0, 0, 3, 3>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x1xf32>
    %115 = "stablehlo.reshape"(%114) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %116 = "stablehlo.broadcast_in_dim"(%115) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x9xf32>
    %117 = "stablehlo.multiply"(%113, %116) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %118 = "stablehlo.add"(%112, %117) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %119 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 3, 10, 17>, start_indices = array<i64: 0, 0, 3, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x11x17xf32>) -> tensor<1x3x7x9xf32>
    %120 = "stablehlo.slice"(%3) {limit_indices = array<i64: 3, 1, 4, 5>, start_indices = array<i64: 0, 0, 3, 4>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x1xf32>
    %121 = "stablehlo.reshape"(%120) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %122 = "stablehlo.broadcast_in_dim"(%121) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x9xf32>
    %123 = "stablehlo.multiply"(%119, %122) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %124 = "stablehlo.add"(%118, %123) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %125 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 3, 11, 9>, start_indices = array<i64: 0, 0, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x11x17xf32>) -> tensor<1x3x7x9xf32>
    %126 = "stablehlo.slice"(%3) {limit_indices = array<i64: 3, 1, 5, 1>, start_indices = array<i64: 0, 0, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x1xf32>
    %127 = "stablehlo.reshape"(%126) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %128 = "stablehlo.broadcast_in_dim"(%127) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x9xf32>
    %129 = "stablehlo.multiply"(%125, %128) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %130 = "stablehlo.add"(%124, %129) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %131 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 3, 11, 11>, start_indices = array<i64: 0, 0, 4, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x11x17xf32>) -> tensor<1x3x7x9xf32>
    %132 = "stablehlo.slice"(%3) {limit_indices = array<i64: 3, 1, 5, 2>, start_indices = array<i64: 0, 0, 4, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x1xf32>
    %133 = "stablehlo.reshape"(%132) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %134 = "stablehlo.broadcast_in_dim"(%133) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x9xf32>
    %135 = "stablehlo.multiply"(%131, %134) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %136 = "stablehlo.add"(%130, %135) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %137 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 3, 11, 13>, start_indices = array<i64: 0, 0, 4, 4>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x11x17xf32>) -> tensor<1x3x7x9xf32>
    %138 = "stablehlo.slice"(%3) {limit_indices = array<i64: 3, 1, 5, 3>, start_indices = array<i64: 0, 0, 4, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x1xf32>
    %139 = "stablehlo.reshape"(%138) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %140 = "stablehlo.broadcast_in_dim"(%139) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x9xf32>
    %141 = "stablehlo.multiply"(%137, %140) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %142 = "stablehlo.add"(%136, %141) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %143 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 3, 11, 15>, start_indices = array<i64: 0, 0, 4, 6>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x11x17xf32>) -> tensor<1x3x7x9xf32>
    %144 = "stablehlo.slice"(%3) {limit_indices = array<i64: 3, 1, 5, 4>, start_indices = array<i64: 0, 0, 4, 3>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x1xf32>
    %145 = "stablehlo.reshape"(%144) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %146 = "stablehlo.broadcast_in_dim"(%145) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x9xf32>
    %147 = "stablehlo.multiply"(%143, %146) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %148 = "stablehlo.add"(%142, %147) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %149 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 3, 11, 17>, start_indices = array<i64: 0, 0, 4, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x11x17xf32>) -> tensor<1x3x7x9xf32>
    %150 = "stablehlo.slice"(%3) {limit_indices = array<i64: 3, 1, 5, 5>, start_indices = array<i64: 0, 0, 4, 4>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x5x5xf32>) -> tensor<3x1x1x1xf32>
    %151 = "stablehlo.reshape"(%150) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %152 = "stablehlo.broadcast_in_dim"(%151) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x7x9xf32>
    %153 = "stablehlo.multiply"(%149, %152) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %154 = "stablehlo.add"(%148, %153) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %155 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %156 = "stablehlo.pad"(%arg1, %155) {edge_padding_high = array<i64: 0, 0, 2, 4>, edge_padding_low = array<i64: 0, 0, 2, 4>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<1x3x7x9xf32>, tensor<f32>) -> tensor<1x3x11x17xf32>
    %157 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %158 = "stablehlo.slice"(%156) {limit_indices = array<i64: 1, 3, 7, 9>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x11x17xf32>) -> tensor<1x3x7x9xf32>
    %159 = "stablehlo.multiply"(%158, %arg0) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %160 = "stablehlo.reduce"(%159, %157) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %261 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%261) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<1x3x7x9xf32>, tensor<f32>) -> tensor<3xf32>
    %161 = "stablehlo.reshape"(%160) : (tensor<3xf32>) -> tensor<3x1xf32>
    %162 = "stablehlo.slice"(%156) {limit_indices = array<i64: 1, 3, 7, 11>, start_indices = array<i64: 0, 0, 0, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x11x17xf32>) -> tensor<1x3x7x9xf32>
    %163 = "stablehlo.multiply"(%162, %arg0) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %164 = "stablehlo.reduce"(%163, %157) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %261 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%261) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<1x3x7x9xf32>, tensor<f32>) -> tensor<3xf32>
    %165 = "stablehlo.reshape"(%164) : (tensor<3xf32>) -> tensor<3x1xf32>
    %166 = "stablehlo.slice"(%156) {limit_indices = array<i64: 1, 3, 7, 13>, start_indices = array<i64: 0, 0, 0, 4>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x11x17xf32>) -> tensor<1x3x7x9xf32>
    %167 = "stablehlo.multiply"(%166, %arg0) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %168 = "stablehlo.reduce"(%167, %157) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %261 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%261) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<1x3x7x9xf32>, tensor<f32>) -> tensor<3xf32>
    %169 = "stablehlo.reshape"(%168) : (tensor<3xf32>) -> tensor<3x1xf32>
    %170 = "stablehlo.slice"(%156) {limit_indices = array<i64: 1, 3, 7, 15>, start_indices = array<i64: 0, 0, 0, 6>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x11x17xf32>) -> tensor<1x3x7x9xf32>
    %171 = "stablehlo.multiply"(%170, %arg0) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %172 = "stablehlo.reduce"(%171, %157) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %261 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%261) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<1x3x7x9xf32>, tensor<f32>) -> tensor<3xf32>
    %173 = "stablehlo.reshape"(%172) : (tensor<3xf32>) -> tensor<3x1xf32>
    %174 = "stablehlo.slice"(%156) {limit_indices = array<i64: 1, 3, 7, 17>, start_indices = array<i64: 0, 0, 0, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x11x17xf32>) -> tensor<1x3x7x9xf32>
    %175 = "stablehlo.multiply"(%174, %arg0) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %176 = "stablehlo.reduce"(%175, %157) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %261 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%261) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<1x3x7x9xf32>, tensor<f32>) -> tensor<3xf32>
    %177 = "stablehlo.reshape"(%176) : (tensor<3xf32>) -> tensor<3x1xf32>
    %178 = "stablehlo.slice"(%156) {limit_indices = array<i64: 1, 3, 8, 9>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x11x17xf32>) -> tensor<1x3x7x9xf32>
    %179 = "stablehlo.multiply"(%178, %arg0) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %180 = "stablehlo.reduce"(%179, %157) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %261 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%261) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<1x3x7x9xf32>, tensor<f32>) -> tensor<3xf32>
    %181 = "stablehlo.reshape"(%180) : (tensor<3xf32>) -> tensor<3x1xf32>
    %182 = "stablehlo.slice"(%156) {limit_indices = array<i64: 1, 3, 8, 11>, start_indices = array<i64: 0, 0, 1, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x11x17xf32>) -> tensor<1x3x7x9xf32>
    %183 = "stablehlo.multiply"(%182, %arg0) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %184 = "stablehlo.reduce"(%183, %157) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %261 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%261) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<1x3x7x9xf32>, tensor<f32>) -> tensor<3xf32>
    %185 = "stablehlo.reshape"(%184) : (tensor<3xf32>) -> tensor<3x1xf32>
    %186 = "stablehlo.slice"(%156) {limit_indices = array<i64: 1, 3, 8, 13>, start_indices = array<i64: 0, 0, 1, 4>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x11x17xf32>) -> tensor<1x3x7x9xf32>
    %187 = "stablehlo.multiply"(%186, %arg0) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %188 = "stablehlo.reduce"(%187, %157) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %261 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%261) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<1x3x7x9xf32>, tensor<f32>) -> tensor<3xf32>
    %189 = "stablehlo.reshape"(%188) : (tensor<3xf32>) -> tensor<3x1xf32>
    %190 = "stablehlo.slice"(%156) {limit_indices = array<i64: 1, 3, 8, 15>, start_indices = array<i64: 0, 0, 1, 6>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x11x17xf32>) -> tensor<1x3x7x9xf32>
    %191 = "stablehlo.multiply"(%190, %arg0) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %192 = "stablehlo.reduce"(%191, %157) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %261 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%261) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<1x3x7x9xf32>, tensor<f32>) -> tensor<3xf32>
    %193 = "stablehlo.reshape"(%192) : (tensor<3xf32>) -> tensor<3x1xf32>
    %194 = "stablehlo.slice"(%156) {limit_indices = array<i64: 1, 3, 8, 17>, start_indices = array<i64: 0, 0, 1, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x11x17xf32>) -> tensor<1x3x7x9xf32>
    %195 = "stablehlo.multiply"(%194, %arg0) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %196 = "stablehlo.reduce"(%195, %157) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %261 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%261) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<1x3x7x9xf32>, tensor<f32>) -> tensor<3xf32>
    %197 = "stablehlo.reshape"(%196) : (tensor<3xf32>) -> tensor<3x1xf32>
    %198 = "stablehlo.slice"(%156) {limit_indices = array<i64: 1, 3, 9, 9>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x11x17xf32>) -> tensor<1x3x7x9xf32>
    %199 = "stablehlo.multiply"(%198, %arg0) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %200 = "stablehlo.reduce"(%199, %157) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %261 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%261) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<1x3x7x9xf32>, tensor<f32>) -> tensor<3xf32>
    %201 = "stablehlo.reshape"(%200) : (tensor<3xf32>) -> tensor<3x1xf32>
    %202 = "stablehlo.slice"(%156) {limit_indices = array<i64: 1, 3, 9, 11>, start_indices = array<i64: 0, 0, 2, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x11x17xf32>) -> tensor<1x3x7x9xf32>
    %203 = "stablehlo.multiply"(%202, %arg0) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %204 = "stablehlo.reduce"(%203, %157) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %261 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%261) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<1x3x7x9xf32>, tensor<f32>) -> tensor<3xf32>
    %205 = "stablehlo.reshape"(%204) : (tensor<3xf32>) -> tensor<3x1xf32>
    %206 = "stablehlo.slice"(%156) {limit_indices = array<i64: 1, 3, 9, 13>, start_indices = array<i64: 0, 0, 2, 4>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x11x17xf32>) -> tensor<1x3x7x9xf32>
    %207 = "stablehlo.multiply"(%206, %arg0) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %208 = "stablehlo.reduce"(%207, %157) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %261 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%261) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<1x3x7x9xf32>, tensor<f32>) -> tensor<3xf32>
    %209 = "stablehlo.reshape"(%208) : (tensor<3xf32>) -> tensor<3x1xf32>
    %210 = "stablehlo.slice"(%156) {limit_indices = array<i64: 1, 3, 9, 15>, start_indices = array<i64: 0, 0, 2, 6>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x11x17xf32>) -> tensor<1x3x7x9xf32>
    %211 = "stablehlo.multiply"(%210, %arg0) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %212 = "stablehlo.reduce"(%211, %157) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %261 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%261) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<1x3x7x9xf32>, tensor<f32>) -> tensor<3xf32>
    %213 = "stablehlo.reshape"(%212) : (tensor<3xf32>) -> tensor<3x1xf32>
    %214 = "stablehlo.slice"(%156) {limit_indices = array<i64: 1, 3, 9, 17>, start_indices = array<i64: 0, 0, 2, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x11x17xf32>) -> tensor<1x3x7x9xf32>
    %215 = "stablehlo.multiply"(%214, %arg0) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %216 = "stablehlo.reduce"(%215, %157) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %261 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%261) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<1x3x7x9xf32>, tensor<f32>) -> tensor<3xf32>
    %217 = "stablehlo.reshape"(%216) : (tensor<3xf32>) -> tensor<3x1xf32>
    %218 = "stablehlo.slice"(%156) {limit_indices = array<i64: 1, 3, 10, 9>, start_indices = array<i64: 0, 0, 3, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x11x17xf32>) -> tensor<1x3x7x9xf32>
    %219 = "stablehlo.multiply"(%218, %arg0) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %220 = "stablehlo.reduce"(%219, %157) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %261 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%261) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<1x3x7x9xf32>, tensor<f32>) -> tensor<3xf32>
    %221 = "stablehlo.reshape"(%220) : (tensor<3xf32>) -> tensor<3x1xf32>
    %222 = "stablehlo.slice"(%156) {limit_indices = array<i64: 1, 3, 10, 11>, start_indices = array<i64: 0, 0, 3, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x11x17xf32>) -> tensor<1x3x7x9xf32>
    %223 = "stablehlo.multiply"(%222, %arg0) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %224 = "stablehlo.reduce"(%223, %157) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %261 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%261) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<1x3x7x9xf32>, tensor<f32>) -> tensor<3xf32>
    %225 = "stablehlo.reshape"(%224) : (tensor<3xf32>) -> tensor<3x1xf32>
    %226 = "stablehlo.slice"(%156) {limit_indices = array<i64: 1, 3, 10, 13>, start_indices = array<i64: 0, 0, 3, 4>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x11x17xf32>) -> tensor<1x3x7x9xf32>
    %227 = "stablehlo.multiply"(%226, %arg0) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %228 = "stablehlo.reduce"(%227, %157) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %261 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%261) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<1x3x7x9xf32>, tensor<f32>) -> tensor<3xf32>
    %229 = "stablehlo.reshape"(%228) : (tensor<3xf32>) -> tensor<3x1xf32>
    %230 = "stablehlo.slice"(%156) {limit_indices = array<i64: 1, 3, 10, 15>, start_indices = array<i64: 0, 0, 3, 6>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x11x17xf32>) -> tensor<1x3x7x9xf32>
    %231 = "stablehlo.multiply"(%230, %arg0) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %232 = "stablehlo.reduce"(%231, %157) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %261 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%261) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<1x3x7x9xf32>, tensor<f32>) -> tensor<3xf32>
    %233 = "stablehlo.reshape"(%232) : (tensor<3xf32>) -> tensor<3x1xf32>
    %234 = "stablehlo.slice"(%156) {limit_indices = array<i64: 1, 3, 10, 17>, start_indices = array<i64: 0, 0, 3, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x11x17xf32>) -> tensor<1x3x7x9xf32>
    %235 = "stablehlo.multiply"(%234, %arg0) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %236 = "stablehlo.reduce"(%235, %157) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %261 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%261) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<1x3x7x9xf32>, tensor<f32>) -> tensor<3xf32>
    %237 = "stablehlo.reshape"(%236) : (tensor<3xf32>) -> tensor<3x1xf32>
    %238 = "stablehlo.slice"(%156) {limit_indices = array<i64: 1, 3, 11, 9>, start_indices = array<i64: 0, 0, 4, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x11x17xf32>) -> tensor<1x3x7x9xf32>
    %239 = "stablehlo.multiply"(%238, %arg0) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %240 = "stablehlo.reduce"(%239, %157) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %261 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%261) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<1x3x7x9xf32>, tensor<f32>) -> tensor<3xf32>
    %241 = "stablehlo.reshape"(%240) : (tensor<3xf32>) -> tensor<3x1xf32>
    %242 = "stablehlo.slice"(%156) {limit_indices = array<i64: 1, 3, 11, 11>, start_indices = array<i64: 0, 0, 4, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x11x17xf32>) -> tensor<1x3x7x9xf32>
    %243 = "stablehlo.multiply"(%242, %arg0) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %244 = "stablehlo.reduce"(%243, %157) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %261 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%261) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<1x3x7x9xf32>, tensor<f32>) -> tensor<3xf32>
    %245 = "stablehlo.reshape"(%244) : (tensor<3xf32>) -> tensor<3x1xf32>
    %246 = "stablehlo.slice"(%156) {limit_indices = array<i64: 1, 3, 11, 13>, start_indices = array<i64: 0, 0, 4, 4>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x11x17xf32>) -> tensor<1x3x7x9xf32>
    %247 = "stablehlo.multiply"(%246, %arg0) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %248 = "stablehlo.reduce"(%247, %157) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %261 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%261) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<1x3x7x9xf32>, tensor<f32>) -> tensor<3xf32>
    %249 = "stablehlo.reshape"(%248) : (tensor<3xf32>) -> tensor<3x1xf32>
    %250 = "stablehlo.slice"(%156) {limit_indices = array<i64: 1, 3, 11, 15>, start_indices = array<i64: 0, 0, 4, 6>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x11x17xf32>) -> tensor<1x3x7x9xf32>
    %251 = "stablehlo.multiply"(%250, %arg0) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %252 = "stablehlo.reduce"(%251, %157) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %261 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%261) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<1x3x7x9xf32>, tensor<f32>) -> tensor<3xf32>
    %253 = "stablehlo.reshape"(%252) : (tensor<3xf32>) -> tensor<3x1xf32>
    %254 = "stablehlo.slice"(%156) {limit_indices = array<i64: 1, 3, 11, 17>, start_indices = array<i64: 0, 0, 4, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x11x17xf32>) -> tensor<1x3x7x9xf32>
    %255 = "stablehlo.multiply"(%254, %arg0) : (tensor<1x3x7x9xf32>, tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32>
    %256 = "stablehlo.reduce"(%255, %157) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %261 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%261) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<1x3x7x9xf32>, tensor<f32>) -> tensor<3xf32>
    %257 = "stablehlo.reshape"(%256) : (tensor<3xf32>) -> tensor<3x1xf32>
    %258 = "stablehlo.concatenate"(%161, %165, %169, %173, %177, %181, %185, %189, %193, %197, %201, %205, %209, %213, %217, %221, %225, %229, %233, %237, %241, %245, %249, %253, %257) {dimension = 1 : i64} : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x25xf32>
    %259 = "stablehlo.reshape"(%258) : (tensor<3x25xf32>) -> tensor<3x1x5x5xf32>
    %260 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    return %154, %259 : tensor<1x3x7x9xf32>, tensor<3x1x5x5xf32>
  }
}
