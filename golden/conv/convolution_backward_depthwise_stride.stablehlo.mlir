module {
  func.func @main(%arg0: tensor<2x4x5x4xf32>, %arg1: tensor<2x4x9x8xf32>, %arg2: tensor<4x1x3x3xf32>) -> (tensor<2x4x9x8xf32>, tensor<4x1x3x3xf32>, tensor<4xf32>) {
    %0 = "stablehlo.reshape"(%arg2) : (tensor<4x1x3x3xf32>) -> tensor<4x1x1x3x3xf32>
    %1 = "stablehlo.reshape"(%0) : (tensor<4x1x1x3x3xf32>) -> tensor<4x1x1x3x3xf32>
    %2 = "stablehlo.reshape"(%1) : (tensor<4x1x1x3x3xf32>) -> tensor<4x1x3x3xf32>
    %3 = "stablehlo.reverse"(%2) {dimensions = array<i64: 2, 3>} : (tensor<4x1x3x3xf32>) -> tensor<4x1x3x3xf32>
    %4 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %5 = "stablehlo.pad"(%arg0, %4) {edge_padding_high = array<i64: 0, 0, 1, 2>, edge_padding_low = array<i64: 0, 0, 1, 1>, interior_padding = array<i64: 0, 0, 1, 1>} : (tensor<2x4x5x4xf32>, tensor<f32>) -> tensor<2x4x11x10xf32>
    %6 = "stablehlo.slice"(%5) {limit_indices = array<i64: 2, 4, 9, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x4x11x10xf32>) -> tensor<2x4x9x8xf32>
    %7 = "stablehlo.slice"(%3) {limit_indices = array<i64: 4, 1, 1, 1>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<4x1x3x3xf32>) -> tensor<4x1x1x1xf32>
    %8 = "stablehlo.reshape"(%7) : (tensor<4x1x1x1xf32>) -> tensor<4xf32>
    %9 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<2x4x9x8xf32>
    %10 = "stablehlo.multiply"(%6, %9) : (tensor<2x4x9x8xf32>, tensor<2x4x9x8xf32>) -> tensor<2x4x9x8xf32>
    %11 = "stablehlo.slice"(%5) {limit_indices = array<i64: 2, 4, 9, 9>, start_indices = array<i64: 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x4x11x10xf32>) -> tensor<2x4x9x8xf32>
    %12 = "stablehlo.slice"(%3) {limit_indices = array<i64: 4, 1, 1, 2>, start_indices = array<i64: 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<4x1x3x3xf32>) -> tensor<4x1x1x1xf32>
    %13 = "stablehlo.reshape"(%12) : (tensor<4x1x1x1xf32>) -> tensor<4xf32>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<2x4x9x8xf32>
    %15 = "stablehlo.multiply"(%11, %14) : (tensor<2x4x9x8xf32>, tensor<2x4x9x8xf32>) -> tensor<2x4x9x8xf32>
    %16 = "stablehlo.add"(%10, %15) : (tensor<2x4x9x8xf32>, tensor<2x4x9x8xf32>) -> tensor<2x4x9x8xf32>
    %17 = "stablehlo.slice"(%5) {limit_indices = array<i64: 2, 4, 9, 10>, start_indices = array<i64: 0, 0, 0, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x4x11x10xf32>) -> tensor<2x4x9x8xf32>
    %18 = "stablehlo.slice"(%3) {limit_indices = array<i64: 4, 1, 1, 3>, start_indices = array<i64: 0, 0, 0, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<4x1x3x3xf32>) -> tensor<4x1x1x1xf32>
    %19 = "stablehlo.reshape"(%18) : (tensor<4x1x1x1xf32>) -> tensor<4xf32>
    %20 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<2x4x9x8xf32>
    %21 = "stablehlo.multiply"(%17, %20) : (tensor<2x4x9x8xf32>, tensor<2x4x9x8xf32>) -> tensor<2x4x9x8xf32>
    %22 = "stablehlo.add"(%16, %21) : (tensor<2x4x9x8xf32>, tensor<2x4x9x8xf32>) -> tensor<2x4x9x8xf32>
    %23 = "stablehlo.slice"(%5) {limit_indices = array<i64: 2, 4, 10, 8>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x4x11x10xf32>) -> tensor<2x4x9x8xf32>
    %24 = "stablehlo.slice"(%3) {limit_indices = array<i64: 4, 1, 2, 1>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<4x1x3x3xf32>) -> tensor<4x1x1x1xf32>
    %25 = "stablehlo.reshape"(%24) : (tensor<4x1x1x1xf32>) -> tensor<4xf32>
    %26 = "stablehlo.broadcast_in_dim"(%25) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<2x4x9x8xf32>
    %27 = "stablehlo.multiply"(%23, %26) : (tensor<2x4x9x8xf32>, tensor<2x4x9x8xf32>) -> tensor<2x4x9x8xf32>
    %28 = "stablehlo.add"(%22, %27) : (tensor<2x4x9x8xf32>, tensor<2x4x9x8xf32>) -> tensor<2x4x9x8xf32>
    %29 = "stablehlo.slice"(%5) {limit_indices = array<i64: 2, 4, 10, 9>, start_indices = array<i64: 0, 0, 1, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x4x11x10xf32>) -> tensor<2x4x9x8xf32>
    %30 = "stablehlo.slice"(%3) {limit_indices = array<i64: 4, 1, 2, 2>, start_indices = array<i64: 0, 0, 1, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<4x1x3x3xf32>) -> tensor<4x1x1x1xf32>
    %31 = "stablehlo.reshape"(%30) : (tensor<4x1x1x1xf32>) -> tensor<4xf32>
    %32 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<2x4x9x8xf32>
    %33 = "stablehlo.multiply"(%29, %32) : (tensor<2x4x9x8xf32>, tensor<2x4x9x8xf32>) -> tensor<2x4x9x8xf32>
    %34 = "stablehlo.add"(%28, %33) : (tensor<2x4x9x8xf32>, tensor<2x4x9x8xf32>) -> tensor<2x4x9x8xf32>
    %35 = "stablehlo.slice"(%5) {limit_indices = array<i64: 2, 4, 10, 10>, start_indices = array<i64: 0, 0, 1, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x4x11x10xf32>) -> tensor<2x4x9x8xf32>
    %36 = "stablehlo.slice"(%3) {limit_indices = array<i64: 4, 1, 2, 3>, start_indices = array<i64: 0, 0, 1, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<4x1x3x3xf32>) -> tensor<4x1x1x1xf32>
    %37 = "stablehlo.reshape"(%36) : (tensor<4x1x1x1xf32>) -> tensor<4xf32>
    %38 = "stablehlo.broadcast_in_dim"(%37) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<2x4x9x8xf32>
    %39 = "stablehlo.multiply"(%35, %38) : (tensor<2x4x9x8xf32>, tensor<2x4x9x8xf32>) -> tensor<2x4x9x8xf32>
    %40 = "stablehlo.add"(%34, %39) : (tensor<2x4x9x8xf32>, tensor<2x4x9x8xf32>) -> tensor<2x4x9x8xf32>
    %41 = "stablehlo.slice"(%5) {limit_indices = array<i64: 2, 4, 11, 8>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x4x11x10xf32>) -> tensor<2x4x9x8xf32>
    %42 = "stablehlo.slice"(%3) {limit_indices = array<i64: 4, 1, 3, 1>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<4x1x3x3xf32>) -> tensor<4x1x1x1xf32>
    %43 = "stablehlo.reshape"(%42) : (tensor<4x1x1x1xf32>) -> tensor<4xf32>
    %44 = "stablehlo.broadcast_in_dim"(%43) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<2x4x9x8xf32>
    %45 = "stablehlo.multiply"(%41, %44) : (tensor<2x4x9x8xf32>, tensor<2x4x9x8xf32>) -> tensor<2x4x9x8xf32>
    %46 = "stablehlo.add"(%40, %45) : (tensor<2x4x9x8xf32>, tensor<2x4x9x8xf32>) -> tensor<2x4x9x8xf32>
    %47 = "stablehlo.slice"(%5) {limit_indices = array<i64: 2, 4, 11, 9>, start_indices = array<i64: 0, 0, 2, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x4x11x10xf32>) -> tensor<2x4x9x8xf32>
    %48 = "stablehlo.slice"(%3) {limit_indices = array<i64: 4, 1, 3, 2>, start_indices = array<i64: 0, 0, 2, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<4x1x3x3xf32>) -> tensor<4x1x1x1xf32>
    %49 = "stablehlo.reshape"(%48) : (tensor<4x1x1x1xf32>) -> tensor<4xf32>
    %50 = "stablehlo.broadcast_in_dim"(%49) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<2x4x9x8xf32>
    %51 = "stablehlo.multiply"(%47, %50) : (tensor<2x4x9x8xf32>, tensor<2x4x9x8xf32>) -> tensor<2x4x9x8xf32>
    %52 = "stablehlo.add"(%46, %51) : (tensor<2x4x9x8xf32>, tensor<2x4x9x8xf32>) -> tensor<2x4x9x8xf32>
    %53 = "stablehlo.slice"(%5) {limit_indices = array<i64: 2, 4, 11, 10>, start_indices = array<i64: 0, 0, 2, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x4x11x10xf32>) -> tensor<2x4x9x8xf32>
    %54 = "stablehlo.slice"(%3) {limit_indices = array<i64: 4, 1, 3, 3>, start_indices = array<i64: 0, 0, 2, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<4x1x3x3xf32>) -> tensor<4x1x1x1xf32>
    %55 = "stablehlo.reshape"(%54) : (tensor<4x1x1x1xf32>) -> tensor<4xf32>
    %56 = "stablehlo.broadcast_in_dim"(%55) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<2x4x9x8xf32>
    %57 = "stablehlo.multiply"(%53, %56) : (tensor<2x4x9x8xf32>, tensor<2x4x9x8xf32>) -> tensor<2x4x9x8xf32>
    %58 = "stablehlo.add"(%52, %57) : (tensor<2x4x9x8xf32>, tensor<2x4x9x8xf32>) -> tensor<2x4x9x8xf32>
    %59 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %60 = "stablehlo.pad"(%arg1, %59) {edge_padding_high = array<i64: 0, 0, 1, 0>, edge_padding_low = array<i64: 0, 0, 1, 1>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<2x4x9x8xf32>, tensor<f32>) -> tensor<2x4x11x9xf32>
    %61 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %62 = "stablehlo.slice"(%60) {limit_indices = array<i64: 2, 4, 9, 7>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 2, 2>} : (tensor<2x4x11x9xf32>) -> tensor<2x4x5x4xf32>
    %63 = "stablehlo.multiply"(%62, %arg0) : (tensor<2x4x5x4xf32>, tensor<2x4x5x4xf32>) -> tensor<2x4x5x4xf32>
    %64 = "stablehlo.reduce"(%63, %61) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %102 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%102) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<2x4x5x4xf32>, tensor<f32>) -> tensor<4xf32>
    %65 = "stablehlo.reshape"(%64) : (tensor<4xf32>) -> tensor<4x1xf32>
    %66 = "stablehlo.slice"(%60) {limit_indices = array<i64: 2, 4, 9, 8>, start_indices = array<i64: 0, 0, 0, 1>, strides = array<i64: 1, 1, 2, 2>} : (tensor<2x4x11x9xf32>) -> tensor<2x4x5x4xf32>
    %67 = "stablehlo.multiply"(%66, %arg0) : (tensor<2x4x5x4xf32>, tensor<2x4x5x4xf32>) -> tensor<2x4x5x4xf32>
    %68 = "stablehlo.reduce"(%67, %61) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %102 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%102) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<2x4x5x4xf32>, tensor<f32>) -> tensor<4xf32>
    %69 = "stablehlo.reshape"(%68) : (tensor<4xf32>) -> tensor<4x1xf32>
    %70 = "stablehlo.slice"(%60) {limit_indices = array<i64: 2, 4, 9, 9>, start_indices = array<i64: 0, 0, 0, 2>, strides = array<i64: 1, 1, 2, 2>} : (tensor<2x4x11x9xf32>) -> tensor<2x4x5x4xf32>
    %71 = "stablehlo.multiply"(%70, %arg0) : (tensor<2x4x5x4xf32>, tensor<2x4x5x4xf32>) -> tensor<2x4x5x4xf32>
    %72 = "stablehlo.reduce"(%71, %61) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %102 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%102) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<2x4x5x4xf32>, tensor<f32>) -> tensor<4xf32>
    %73 = "stablehlo.reshape"(%72) : (tensor<4xf32>) -> tensor<4x1xf32>
    %74 = "stablehlo.slice"(%60) {limit_indices = array<i64: 2, 4, 10, 7>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 2, 2>} : (tensor<2x4x11x9xf32>) -> tensor<2x4x5x4xf32>
    %75 = "stablehlo.multiply"(%74, %arg0) : (tensor<2x4x5x4xf32>, tensor<2x4x5x4xf32>) -> tensor<2x4x5x4xf32>
    %76 = "stablehlo.reduce"(%75, %61) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %102 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%102) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<2x4x5x4xf32>, tensor<f32>) -> tensor<4xf32>
    %77 = "stablehlo.reshape"(%76) : (tensor<4xf32>) -> tensor<4x1xf32>
    %78 = "stablehlo.slice"(%60) {limit_indices = array<i64: 2, 4, 10, 8>, start_indices = array<i64: 0, 0, 1, 1>, strides = array<i64: 1, 1, 2, 2>} : (tensor<2x4x11x9xf32>) -> tensor<2x4x5x4xf32>
    %79 = "stablehlo.multiply"(%78, %arg0) : (tensor<2x4x5x4xf32>, tensor<2x4x5x4xf32>) -> tensor<2x4x5x4xf32>
    %80 = "stablehlo.reduce"(%79, %61) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %102 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%102) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<2x4x5x4xf32>, tensor<f32>) -> tensor<4xf32>
    %81 = "stablehlo.reshape"(%80) : (tensor<4xf32>) -> tensor<4x1xf32>
    %82 = "stablehlo.slice"(%60) {limit_indices = array<i64: 2, 4, 10, 9>, start_indices = array<i64: 0, 0, 1, 2>, strides = array<i64: 1, 1, 2, 2>} : (tensor<2x4x11x9xf32>) -> tensor<2x4x5x4xf32>
    %83 = "stablehlo.multiply"(%82, %arg0) : (tensor<2x4x5x4xf32>, tensor<2x4x5x4xf32>) -> tensor<2x4x5x4xf32>
    %84 = "stablehlo.reduce"(%83, %61) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %102 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%102) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<2x4x5x4xf32>, tensor<f32>) -> tensor<4xf32>
    %85 = "stablehlo.reshape"(%84) : (tensor<4xf32>) -> tensor<4x1xf32>
    %86 = "stablehlo.slice"(%60) {limit_indices = array<i64: 2, 4, 11, 7>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 2, 2>} : (tensor<2x4x11x9xf32>) -> tensor<2x4x5x4xf32>
    %87 = "stablehlo.multiply"(%86, %arg0) : (tensor<2x4x5x4xf32>, tensor<2x4x5x4xf32>) -> tensor<2x4x5x4xf32>
    %88 = "stablehlo.reduce"(%87, %61) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %102 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%102) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<2x4x5x4xf32>, tensor<f32>) -> tensor<4xf32>
    %89 = "stablehlo.reshape"(%88) : (tensor<4xf32>) -> tensor<4x1xf32>
    %90 = "stablehlo.slice"(%60) {limit_indices = array<i64: 2, 4, 11, 8>, start_indices = array<i64: 0, 0, 2, 1>, strides = array<i64: 1, 1, 2, 2>} : (tensor<2x4x11x9xf32>) -> tensor<2x4x5x4xf32>
    %91 = "stablehlo.multiply"(%90, %arg0) : (tensor<2x4x5x4xf32>, tensor<2x4x5x4xf32>) -> tensor<2x4x5x4xf32>
    %92 = "stablehlo.reduce"(%91, %61) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %102 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%102) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<2x4x5x4xf32>, tensor<f32>) -> tensor<4xf32>
    %93 = "stablehlo.reshape"(%92) : (tensor<4xf32>) -> tensor<4x1xf32>
    %94 = "stablehlo.slice"(%60) {limit_indices = array<i64: 2, 4, 11, 9>, start_indices = array<i64: 0, 0, 2, 2>, strides = array<i64: 1, 1, 2, 2>} : (tensor<2x4x11x9xf32>) -> tensor<2x4x5x4xf32>
    %95 = "stablehlo.multiply"(%94, %arg0) : (tensor<2x4x5x4xf32>, tensor<2x4x5x4xf32>) -> tensor<2x4x5x4xf32>
    %96 = "stablehlo.reduce"(%95, %61) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %102 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%102) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<2x4x5x4xf32>, tensor<f32>) -> tensor<4xf32>
    %97 = "stablehlo.reshape"(%96) : (tensor<4xf32>) -> tensor<4x1xf32>
    %98 = "stablehlo.concatenate"(%65, %69, %73, %77, %81, %85, %89, %93, %97) {dimension = 1 : i64} : (tensor<4x1xf32>, tensor<4x1xf32>, tensor<4x1xf32>, tensor<4x1xf32>, tensor<4x1xf32>, tensor<4x1xf32>, tensor<4x1xf32>, tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x9xf32>
    %99 = "stablehlo.reshape"(%98) : (tensor<4x9xf32>) -> tensor<4x1x3x3xf32>
    %100 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %101 = "stablehlo.reduce"(%arg0, %100) ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %102 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%102) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<2x4x5x4xf32>, tensor<f32>) -> tensor<4xf32>
    return %58, %99, %101 : tensor<2x4x9x8xf32>, tensor<4x1x3x3xf32>, tensor<4xf32>
  }
}
