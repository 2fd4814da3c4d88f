module {
  func.func @main(%arg0: tensor<1x3x4x5xf32>, %arg1: tensor<3x1x3x3xf32>, %arg2: tensor<3xf32>) -> tensor<1x3x8x10xf32> {
    %0 = "stablehlo.reshape"(%arg1) : (tensor<3x1x3x3xf32>) -> tensor<3x1x1x3x3xf32>
    %1 = "stablehlo.reshape"(%0) : (tensor<3x1x1x3x3xf32>) -> tensor<3x1x1x3x3xf32>
    %2 = "stablehlo.reshape"(%1) : (tensor<3x1x1x3x3xf32>) -> tensor<3x1x3x3xf32>
    %3 = "stablehlo.reverse"(%2) {dimensions = array<i64: 2, 3>} : (tensor<3x1x3x3xf32>) -> tensor<3x1x3x3xf32>
    %4 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %5 = "stablehlo.pad"(%arg0, %4) {edge_padding_high = array<i64: 0, 0, 2, 2>, edge_padding_low = array<i64: 0, 0, 1, 1>, interior_padding = array<i64: 0, 0, 1, 1>} : (tensor<1x3x4x5xf32>, tensor<f32>) -> tensor<1x3x10x12xf32>
    %6 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 3, 8, 10>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x10x12xf32>) -> tensor<1x3x8x10xf32>
    %7 = "stablehlo.slice"(%3) {limit_indices = array<i64: 3, 1, 1, 1>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x3x3xf32>) -> tensor<3x1x1x1xf32>
    %8 = "stablehlo.reshape"(%7) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %9 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x8x10xf32>
    %10 = "stablehlo.multiply"(%6, %9) : (tensor<1x3x8x10xf32>, tensor<1x3x8x10xf32>) -> tensor<1x3x8x10xf32>
    %11 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 3, 8, 11>, start_indices = array<i64: 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x10x12xf32>) -> tensor<1x3x8x10xf32>
    %12 = "stablehlo.slice"(%3) {limit_indices = array<i64: 3, 1, 1, 2>, start_indices = array<i64: 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x3x3xf32>) -> tensor<3x1x1x1xf32>
    %13 = "stablehlo.reshape"(%12) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x8x10xf32>
    %15 = "stablehlo.multiply"(%11, %14) : (tensor<1x3x8x10xf32>, tensor<1x3x8x10xf32>) -> tensor<1x3x8x10xf32>
    %16 = "stablehlo.add"(%10, %15) : (tensor<1x3x8x10xf32>, tensor<1x3x8x10xf32>) -> tensor<1x3x8x10xf32>
    %17 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 3, 8, 12>, start_indices = array<i64: 0, 0, 0, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x10x12xf32>) -> tensor<1x3x8x10xf32>
    %18 = "stablehlo.slice"(%3) {limit_indices = array<i64: 3, 1, 1, 3>, start_indices = array<i64: 0, 0, 0, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x3x3xf32>) -> tensor<3x1x1x1xf32>
    %19 = "stablehlo.reshape"(%18) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %20 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x8x10xf32>
    %21 = "stablehlo.multiply"(%17, %20) : (tensor<1x3x8x10xf32>, tensor<1x3x8x10xf32>) -> tensor<1x3x8x10xf32>
    %22 = "stablehlo.add"(%16, %21) : (tensor<1x3x8x10xf32>, tensor<1x3x8x10xf32>) -> tensor<1x3x8x10xf32>
    %23 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 3, 9, 10>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x10x12xf32>) -> tensor<1x3x8x10xf32>
    %24 = "stablehlo.slice"(%3) {limit_indices = array<i64: 3, 1, 2, 1>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x3x3xf32>) -> tensor<3x1x1x1xf32>
    %25 = "stablehlo.reshape"(%24) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %26 = "stablehlo.broadcast_in_dim"(%25) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x8x10xf32>
    %27 = "stablehlo.multiply"(%23, %26) : (tensor<1x3x8x10xf32>, tensor<1x3x8x10xf32>) -> tensor<1x3x8x10xf32>
    %28 = "stablehlo.add"(%22, %27) : (tensor<1x3x8x10xf32>, tensor<1x3x8x10xf32>) -> tensor<1x3x8x10xf32>
    %29 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 3, 9, 11>, start_indices = array<i64: 0, 0, 1, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x10x12xf32>) -> tensor<1x3x8x10xf32>
    %30 = "stablehlo.slice"(%3) {limit_indices = array<i64: 3, 1, 2, 2>, start_indices = array<i64: 0, 0, 1, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x3x3xf32>) -> tensor<3x1x1x1xf32>
    %31 = "stablehlo.reshape"(%30) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %32 = "stablehlo.broadcast_in_dim"(%31) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x8x10xf32>
    %33 = "stablehlo.multiply"(%29, %32) : (tensor<1x3x8x10xf32>, tensor<1x3x8x10xf32>) -> tensor<1x3x8x10xf32>
    %34 = "stablehlo.add"(%28, %33) : (tensor<1x3x8x10xf32>, tensor<1x3x8x10xf32>) -> tensor<1x3x8x10xf32>
    %35 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 3, 9, 12>, start_indices = array<i64: 0, 0, 1, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x10x12xf32>) -> tensor<1x3x8x10xf32>
    %36 = "stablehlo.slice"(%3) {limit_indices = array<i64: 3, 1, 2, 3>, start_indices = array<i64: 0, 0, 1, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x3x3xf32>) -> tensor<3x1x1x1xf32>
    %37 = "stablehlo.reshape"(%36) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %38 = "stablehlo.broadcast_in_dim"(%37) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x8x10xf32>
    %39 = "stablehlo.multiply"(%35, %38) : (tensor<1x3x8x10xf32>, tensor<1x3x8x10xf32>) -> tensor<1x3x8x10xf32>
    %40 = "stablehlo.add"(%34, %39) : (tensor<1x3x8x10xf32>, tensor<1x3x8x10xf32>) -> tensor<1x3x8x10xf32>
    %41 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 3, 10, 10>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x10x12xf32>) -> tensor<1x3x8x10xf32>
    %42 = "stablehlo.slice"(%3) {limit_indices = array<i64: 3, 1, 3, 1>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x3x3xf32>) -> tensor<3x1x1x1xf32>
    %43 = "stablehlo.reshape"(%42) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %44 = "stablehlo.broadcast_in_dim"(%43) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x8x10xf32>
    %45 = "stablehlo.multiply"(%41, %44) : (tensor<1x3x8x10xf32>, tensor<1x3x8x10xf32>) -> tensor<1x3x8x10xf32>
    %46 = "stablehlo.add"(%40, %45) : (tensor<1x3x8x10xf32>, tensor<1x3x8x10xf32>) -> tensor<1x3x8x10xf32>
    %47 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 3, 10, 11>, start_indices = array<i64: 0, 0, 2, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x10x12xf32>) -> tensor<1x3x8x10xf32>
    %48 = "stablehlo.slice"(%3) {limit_indices = array<i64: 3, 1, 3, 2>, start_indices = array<i64: 0, 0, 2, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x3x3xf32>) -> tensor<3x1x1x1xf32>
    %49 = "stablehlo.reshape"(%48) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %50 = "stablehlo.broadcast_in_dim"(%49) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x8x10xf32>
    %51 = "stablehlo.multiply"(%47, %50) : (tensor<1x3x8x10xf32>, tensor<1x3x8x10xf32>) -> tensor<1x3x8x10xf32>
    %52 = "stablehlo.add"(%46, %51) : (tensor<1x3x8x10xf32>, tensor<1x3x8x10xf32>) -> tensor<1x3x8x10xf32>
    %53 = "stablehlo.slice"(%5) {limit_indices = array<i64: 1, 3, 10, 12>, start_indices = array<i64: 0, 0, 2, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x3x10x12xf32>) -> tensor<1x3x8x10xf32>
    %54 = "stablehlo.slice"(%3) {limit_indices = array<i64: 3, 1, 3, 3>, start_indices = array<i64: 0, 0, 2, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<3x1x3x3xf32>) -> tensor<3x1x1x1xf32>
    %55 = "stablehlo.reshape"(%54) : (tensor<3x1x1x1xf32>) -> tensor<3xf32>
    %56 = "stablehlo.broadcast_in_dim"(%55) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x8x10xf32>
    %57 = "stablehlo.multiply"(%53, %56) : (tensor<1x3x8x10xf32>, tensor<1x3x8x10xf32>) -> tensor<1x3x8x10xf32>
    %58 = "stablehlo.add"(%52, %57) : (tensor<1x3x8x10xf32>, tensor<1x3x8x10xf32>) -> tensor<1x3x8x10xf32>
    %59 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<1x3x8x10xf32>
    %60 = "stablehlo.add"(%58, %59) : (tensor<1x3x8x10xf32>, tensor<1x3x8x10xf32>) -> tensor<1x3x8x10xf32>
    return %60 : tensor<1x3x8x10xf32>
  }
}
