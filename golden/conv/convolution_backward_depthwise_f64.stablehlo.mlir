module {
  func.func @main(%arg0: tensor<2x3x4x4xf64>, %arg1: tensor<2x3x7x7xf64>, %arg2: tensor<3x1x3x3xf64>) -> (tensor<2x3x7x7xf64>, tensor<3x1x3x3xf64>, tensor<3xf64>) {
    %0 = "stablehlo.reshape"(%arg2) : (tensor<3x1x3x3xf64>) -> tensor<3x1x1x3x3xf64>
    %1 = "stablehlo.reshape"(%0) : (tensor<3x1x1x3x3xf64>) -> tensor<3x1x1x3x3xf64>
    %2 = "stablehlo.reshape"(%1) : (tensor<3x1x1x3x3xf64>) -> tensor<3x1x3x3xf64>
    %3 = "stablehlo.reverse"(%2) {dimensions = array<i64: 2, 3>} : (tensor<3x1x3x3xf64>) -> tensor<3x1x3x3xf64>
    %4 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %5 = "stablehlo.pad"(%arg0, %4) {edge_padding_high = array<i64: 0, 0, 1, 1>, edge_padding_low = array<i64: 0, 0, 1, 1>, interior_padding = array<i64: 0, 0, 1, 1>} : (tensor<2x3x4x4xf64>, tensor<f64>) -> tensor<2x3x9x9xf64>
    %6 = "stablehlo.slice"(%5) {limit_indices = array<i64: 2, 3, 7, 7>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x3x9x9xf64>) -> tensor<2x3x7x7xf64>
    %7 = "stablehlo.slice"(%3) {limit_indices = array<i64: 3, 1, 1, 1>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x3x3xf64>) -> tensor<3x1x1x1xf64>
    %8 = "stablehlo.reshape"(%7) : (tensor<3x1x1x1xf64>) -> tensor<3xf64>
    %9 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf64>) -> tensor<2x3x7x7xf64>
    %10 = "stablehlo.multiply"(%6, %9) : (tensor<2x3x7x7xf64>, tensor<2x3x7x7xf64>) -> tensor<2x3x7x7xf64>
    %11 = "stablehlo.slice"(%5) {limit_indices = array<i64: 2, 3, 7, 8>, start_indices = array<i64: 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x3x9x9xf64>) -> tensor<2x3x7x7xf64>
    %12 = "stablehlo.slice"(%3) {limit_indices = array<i64: 3, 1, 1, 2>, start_indices = array<i64: 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x3x3xf64>) -> tensor<3x1x1x1xf64>
    %13 = "stablehlo.reshape"(%12) : (tensor<3x1x1x1xf64>) -> tensor<3xf64>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf64>) -> tensor<2x3x7x7xf64>
    %15 = "stablehlo.multiply"(%11, %14) : (tensor<2x3x7x7xf64>, tensor<2x3x7x7xf64>) -> tensor<2x3x7x7xf64>
    %16 = "stablehlo.add"(%10, %15) : (tensor<2x3x7x7xf64>, tensor<2x3x7x7xf64>) -> tensor<2x3x7x7xf64>
    %17 = "stablehlo.slice"(%5) {limit_indices = array<i64: 2, 3, 7, 9>, start_indices = array<i64: 0, 0, 0, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x3x9x9xf64>) -> tensor<2x3x7x7xf64>
    %18 = "stablehlo.slice"(%3) {limit_indices = array<i64: 3, 1, 1, 3>, start_indices = array<i64: 0, 0, 0, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x3x3xf64>) -> tensor<3x1x1x1xf64>
    %19 = "stablehlo.reshape"(%18) : (tensor<3x1x1x1xf64>) -> tensor<3xf64>
    %20 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf64>) -> tensor<2x3x7x7xf64>
    %21 = "stablehlo.multiply"(%17, %20) : (tensor<2x3x7x7xf64>, tensor<2x3x7x7xf64>) -> tensor<2x3x7x7xf64>
    %22 = "stablehlo.add"(%16, %21) : (tensor<2x3x7x7xf64>, tensor<2x3x7x7xf64>) -> tensor<2x3x7x7xf64>
    %23 = "stablehlo.slice"(%5) {limit_indices = array<i64: 2, 3, 8, 7>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x3x9x9xf64>) -> tensor<2x3x7x7xf64>
    %24 = "stablehlo.slice"(%3) {limit_indices = array<i64: 3, 1, 2, 1>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x3x3xf64>) -> tensor<3x1x1x1xf64>
    %25 = "stablehlo.reshape"(%24) : (tensor<3x1x1x1xf64>) -> tensor<3xf64>
    %26 = "stablehlo.broadcast_in_dim"(%25) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf64>) -> tensor<2x3x7x7xf64>
    %27 = "stablehlo.multiply"(%23, %26) : (tensor<2x3x7x7xf64>, tensor<2x3x7x7xf64>) -> tensor<2x3x7x7xf64>
    %28 = "stablehlo.add"(%22, %27) : (tensor<2x3x7x7xf64>, tensor<2x3x7x7xf64>) -> tensor<2x3x7x7xf64>
    %29 = "stablehlo.slice"(%5) {limit_indices = array<i64: 2, 3, 8, 8>, start_indices = array<i64: 0, 0, 1, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x3x9x9xf64>) -> tensor<2x3x7x7xf64>
    %30 = "stablehlo.slice"(%3) {limit_indices = array<i64: 3, 1, 2, 2>, start_indices = array<i64: 0, 0, 1, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x3x3xf64>) -> tensor<3x1x1x1xf64>
    %31 = "stablehlo.reshape"(%30) : (tensor<3x1x1x1xf64>) -> tensor<3xf64>
    %32 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf64>) -> tensor<2x3x7x7xf64>
    %33 = "stablehlo.multiply"(%29, %32) : (tensor<2x3x7x7xf64>, tensor<2x3x7x7xf64>) -> tensor<2x3x7x7xf64>
    %34 = "stablehlo.add"(%28, %33) : (tensor<2x3x7x7xf64>, tensor<2x3x7x7xf64>) -> tensor<2x3x7x7xf64>
    %35 = "stablehlo.slice"(%5) {limit_indices = array<i64: 2, 3, 8, 9>, start_indices = array<i64: 0, 0, 1, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x3x9x9xf64>) -> tensor<2x3x7x7xf64>
    %36 = "stablehlo.slice"(%3) {limit_indices = array<i64: 3, 1, 2, 3>, start_indices = array<i64: 0, 0, 1, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x3x3xf64>) -> tensor<3x1x1x1xf64>
    %37 = "stablehlo.reshape"(%36) : (tensor<3x1x1x1xf64>) -> tensor<3xf64>
    %38 = "stablehlo.broadcast_in_dim"(%37) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf64>) -> tensor<2x3x7x7xf64>
    %39 = "stablehlo.multiply"(%35, %38) : (tensor<2x3x7x7xf64>, tensor<2x3x7x7xf64>) -> tensor<2x3x7x7xf64>
    %40 = "stablehlo.add"(%34, %39) : (tensor<2x3x7x7xf64>, tensor<2x3x7x7xf64>) -> tensor<2x3x7x7xf64>
    %41 = "stablehlo.slice"(%5) {limit_indices = array<i64: 2, 3, 9, 7>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x3x9x9xf64>) -> tensor<2x3x7x7xf64>
    %42 = "stablehlo.slice"(%3) {limit_indices = array<i64: 3, 1, 3, 1>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x3x3xf64>) -> tensor<3x1x1x1xf64>
    %43 = "stablehlo.reshape"(%42) : (tensor<3x1x1x1xf64>) -> tensor<3xf64>
    %44 = "stablehlo.broadcast_in_dim"(%43) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf64>) -> tensor<2x3x7x7xf64>
    %45 = "stablehlo.multiply"(%41, %44) : (tensor<2x3x7x7xf64>, tensor<2x3x7x7xf64>) -> tensor<2x3x7x7xf64>
    %46 = "stablehlo.add"(%40, %45) : (tensor<2x3x7x7xf64>, tensor<2x3x7x7xf64>) -> tensor<2x3x7x7xf64>
    %47 = "stablehlo.slice"(%5) {limit_indices = array<i64: 2, 3, 9, 8>, start_indices = array<i64: 0, 0, 2, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x3x9x9xf64>) -> tensor<2x3x7x7xf64>
    %48 = "stablehlo.slice"(%3) {limit_indices = array<i64: 3, 1, 3, 2>, start_indices = array<i64: 0, 0, 2, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x3x3xf64>) -> tensor<3x1x1x1xf64>
    %49 = "stablehlo.reshape"(%48) : (tensor<3x1x1x1xf64>) -> tensor<3xf64>
    %50 = "stablehlo.broadcast_in_dim"(%49) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf64>) -> tensor<2x3x7x7xf64>
    %51 = "stablehlo.multiply"(%47, %50) : (tensor<2x3x7x7xf64>, tensor<2x3x7x7xf64>) -> tensor<2x3x7x7xf64>
    %52 = "stablehlo.add"(%46, %51) : (tensor<2x3x7x7xf64>, tensor<2x3x7x7xf64>) -> tensor<2x3x7x7xf64>
    %53 = "stablehlo.slice"(%5) {limit_indices = array<i64: 2, 3, 9, 9>, start_indices = array<i64: 0, 0, 2, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<2x3x9x9xf64>) -> tensor<2x3x7x7xf64>
    %54 = "stablehlo.slice"(%3) {limit_indices = array<i64: 3, 1, 3, 3>, start_indices = array<i64: 0, 0, 2, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x3x3xf64>) -> tensor<3x1x1x1xf64>
    %55 = "stablehlo.reshape"(%54) : (tensor<3x1x1x1xf64>) -> tensor<3xf64>
    %56 = "stablehlo.broadcast_in_dim"(%55) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf64>) -> tensor<2x3x7x7xf64>
    %57 = "stablehlo.multiply"(%53, %56) : (tensor<2x3x7x7xf64>, tensor<2x3x7x7xf64>) -> tensor<2x3x7x7xf64>
    %58 = "stablehlo.add"(%52, %57) : (tensor<2x3x7x7xf64>, tensor<2x3x7x7xf64>) -> tensor<2x3x7x7xf64>
    %59 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %60 = "stablehlo.pad"(%arg1, %59) {edge_padding_high = array<i64: 0, 0, 1, 1>, edge_padding_low = array<i64: 0, 0, 1, 1>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<2x3x7x7xf64>, tensor<f64>) -> tensor<2x3x9x9xf64>
    %61 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %62 = "stablehlo.slice"(%60) {limit_indices = array<i64: 2, 3, 7, 7>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 2, 2>} : (tensor<2x3x9x9xf64>) -> tensor<2x3x4x4xf64>
    %63 = "stablehlo.multiply"(%62, %arg0) : (tensor<2x3x4x4xf64>, tensor<2x3x4x4xf64>) -> tensor<2x3x4x4xf64>
    %64 = "stablehlo.reduce"(%63, %61) ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      %102 = "stablehlo.add"(%arg3, %arg4) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%102) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<2x3x4x4xf64>, tensor<f64>) -> tensor<3xf64>
    %65 = "stablehlo.reshape"(%64) : (tensor<3xf64>) -> tensor<3x1xf64>
    %66 = "stablehlo.slice"(%60) {limit_indices = array<i64: 2, 3, 7, 8>, start_indices = array<i64: 0, 0, 0, 1>, strides = array<i64: 1, 1, 2, 2>} : (tensor<2x3x9x9xf64>) -> tensor<2x3x4x4xf64>
    %67 = "stablehlo.multiply"(%66, %arg0) : (tensor<2x3x4x4xf64>, tensor<2x3x4x4xf64>) -> tensor<2x3x4x4xf64>
    %68 = "stablehlo.reduce"(%67, %61) ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      %102 = "stablehlo.add"(%arg3, %arg4) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%102) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<2x3x4x4xf64>, tensor<f64>) -> tensor<3xf64>
    %69 = "stablehlo.reshape"(%68) : (tensor<3xf64>) -> tensor<3x1xf64>
    %70 = "stablehlo.slice"(%60) {limit_indices = array<i64: 2, 3, 7, 9>, start_indices = array<i64: 0, 0, 0, 2>, strides = array<i64: 1, 1, 2, 2>} : (tensor<2x3x9x9xf64>) -> tensor<2x3x4x4xf64>
    %71 = "stablehlo.multiply"(%70, %arg0) : (tensor<2x3x4x4xf64>, tensor<2x3x4x4xf64>) -> tensor<2x3x4x4xf64>
    %72 = "stablehlo.reduce"(%71, %61) ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      %102 = "stablehlo.add"(%arg3, %arg4) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%102) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<2x3x4x4xf64>, tensor<f64>) -> tensor<3xf64>
    %73 = "stablehlo.reshape"(%72) : (tensor<3xf64>) -> tensor<3x1xf64>
    %74 = "stablehlo.slice"(%60) {limit_indices = array<i64: 2, 3, 8, 7>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 2, 2>} : (tensor<2x3x9x9xf64>) -> tensor<2x3x4x4xf64>
    %75 = "stablehlo.multiply"(%74, %arg0) : (tensor<2x3x4x4xf64>, tensor<2x3x4x4xf64>) -> tensor<2x3x4x4xf64>
    %76 = "stablehlo.reduce"(%75, %61) ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      %102 = "stablehlo.add"(%arg3, %arg4) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%102) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<2x3x4x4xf64>, tensor<f64>) -> tensor<3xf64>
    %77 = "stablehlo.reshape"(%76) : (tensor<3xf64>) -> tensor<3x1xf64>
    %78 = "stablehlo.slice"(%60) {limit_indices = array<i64: 2, 3, 8, 8>, start_indices = array<i64: 0, 0, 1, 1>, strides = array<i64: 1, 1, 2, 2>} : (tensor<2x3x9x9xf64>) -> tensor<2x3x4x4xf64>
    %79 = "stablehlo.multiply"(%78, %arg0) : (tensor<2x3x4x4xf64>, tensor<2x3x4x4xf64>) -> tensor<2x3x4x4xf64>
    %80 = "stablehlo.reduce"(%79, %61) ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      %102 = "stablehlo.add"(%arg3, %arg4) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%102) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<2x3x4x4xf64>, tensor<f64>) -> tensor<3xf64>
    %81 = "stablehlo.reshape"(%80) : (tensor<3xf64>) -> tensor<3x1xf64>
    %82 = "stablehlo.slice"(%60) {limit_indices = array<i64: 2, 3, 8, 9>, start_indices = array<i64: 0, 0, 1, 2>, strides = array<i64: 1, 1, 2, 2>} : (tensor<2x3x9x9xf64>) -> tensor<2x3x4x4xf64>
    %83 = "stablehlo.multiply"(%82, %arg0) : (tensor<2x3x4x4xf64>, tensor<2x3x4x4xf64>) -> tensor<2x3x4x4xf64>
    %84 = "stablehlo.reduce"(%83, %61) ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      %102 = "stablehlo.add"(%arg3, %arg4) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%102) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<2x3x4x4xf64>, tensor<f64>) -> tensor<3xf64>
    %85 = "stablehlo.reshape"(%84) : (tensor<3xf64>) -> tensor<3x1xf64>
    %86 = "stablehlo.slice"(%60) {limit_indices = array<i64: 2, 3, 9, 7>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 2, 2>} : (tensor<2x3x9x9xf64>) -> tensor<2x3x4x4xf64>
    %87 = "stablehlo.multiply"(%86, %arg0) : (tensor<2x3x4x4xf64>, tensor<2x3x4x4xf64>) -> tensor<2x3x4x4xf64>
    %88 = "stablehlo.reduce"(%87, %61) ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      %102 = "stablehlo.add"(%arg3, %arg4) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%102) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<2x3x4x4xf64>, tensor<f64>) -> tensor<3xf64>
    %89 = "stablehlo.reshape"(%88) : (tensor<3xf64>) -> tensor<3x1xf64>
    %90 = "stablehlo.slice"(%60) {limit_indices = array<i64: 2, 3, 9, 8>, start_indices = array<i64: 0, 0, 2, 1>, strides = array<i64: 1, 1, 2, 2>} : (tensor<2x3x9x9xf64>) -> tensor<2x3x4x4xf64>
    %91 = "stablehlo.multiply"(%90, %arg0) : (tensor<2x3x4x4xf64>, tensor<2x3x4x4xf64>) -> tensor<2x3x4x4xf64>
    %92 = "stablehlo.reduce"(%91, %61) ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      %102 = "stablehlo.add"(%arg3, %arg4) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%102) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<2x3x4x4xf64>, tensor<f64>) -> tensor<3xf64>
    %93 = "stablehlo.reshape"(%92) : (tensor<3xf64>) -> tensor<3x1xf64>
    %94 = "stablehlo.slice"(%60) {limit_indices = array<i64: 2, 3, 9, 9>, start_indices = array<i64: 0, 0, 2, 2>, strides = array<i64: 1, 1, 2, 2>} : (tensor<2x3x9x9xf64>) -> tensor<2x3x4x4xf64>
    %95 = "stablehlo.multiply"(%94, %arg0) : (tensor<2x3x4x4xf64>, tensor<2x3x4x4xf64>) -> tensor<2x3x4x4xf64>
    %96 = "stablehlo.reduce"(%95, %61) ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      %102 = "stablehlo.add"(%arg3, %arg4) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%102) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<2x3x4x4xf64>, tensor<f64>) -> tensor<3xf64>
    %97 = "stablehlo.reshape"(%96) : (tensor<3xf64>) -> tensor<3x1xf64>
    %98 = "stablehlo.concatenate"(%65, %69, %73, %77, %81, %85, %89, %93, %97) {dimension = 1 : i64} : (tensor<3x1xf64>, tensor<3x1xf64>, tensor<3x1xf64>, tensor<3x1xf64>, tensor<3x1xf64>, tensor<3x1xf64>, tensor<3x1xf64>, tensor<3x1xf64>, tensor<3x1xf64>) -> tensor<3x9xf64>
    %99 = "stablehlo.reshape"(%98) : (tensor<3x9xf64>) -> tensor<3x1x3x3xf64>
    %100 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f64>} : () -> tensor<f64>
    %101 = "stablehlo.reduce"(%arg0, %100) ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      %102 = "stablehlo.add"(%arg3, %arg4) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%102) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 0, 2, 3>} : (tensor<2x3x4x4xf64>, tensor<f64>) -> tensor<3xf64>
    return %58, %99, %101 : tensor<2x3x7x7xf64>, tensor<3x1x3x3xf64>, tensor<3xf64>
  }
}
