module {
  func.func @main(%arg0: tensor<2x2x5x6xf32>, %arg1: tensor<6x1x2x3xf32>, %arg2: tensor<6xf32>) -> tensor<2x6x4x3xf32> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.pad"(%arg0, %0) {edge_padding_high = array<i64: 0, 0, 0, 1>, edge_padding_low = array<i64: 0, 0, 0, 1>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<2x2x5x6xf32>, tensor<f32>) -> tensor<2x2x5x8xf32>
    %2 = "stablehlo.reshape"(%1) : (tensor<2x2x5x8xf32>) -> tensor<2x2x5x1x4x2xf32>
    %3 = "stablehlo.slice"(%2) {limit_indices = array<i64: 2, 2, 4, 1, 3, 1>, start_indices = array<i64: 0, 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<2x2x5x1x4x2xf32>) -> tensor<2x2x4x1x3x1xf32>
    %4 = "stablehlo.reshape"(%3) : (tensor<2x2x4x1x3x1xf32>) -> tensor<2x2x1x1x4x3xf32>
    %5 = "stablehlo.reshape"(%4) : (tensor<2x2x1x1x4x3xf32>) -> tensor<2x2x4x3xf32>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64: 0, 1, 3, 4>} : (tensor<2x2x4x3xf32>) -> tensor<2x2x3x4x3xf32>
    %7 = "stablehlo.reshape"(%6) : (tensor<2x2x3x4x3xf32>) -> tensor<2x6x4x3xf32>
    %8 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 1, 1>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x2x3xf32>) -> tensor<6x1x1x1xf32>
    %9 = "stablehlo.reshape"(%8) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x4x3xf32>
    %11 = "stablehlo.multiply"(%7, %10) : (tensor<2x6x4x3xf32>, tensor<2x6x4x3xf32>) -> tensor<2x6x4x3xf32>
    %12 = "stablehlo.slice"(%2) {limit_indices = array<i64: 2, 2, 4, 1, 3, 2>, start_indices = array<i64: 0, 0, 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<2x2x5x1x4x2xf32>) -> tensor<2x2x4x1x3x1xf32>
    %13 = "stablehlo.reshape"(%12) : (tensor<2x2x4x1x3x1xf32>) -> tensor<2x2x1x1x4x3xf32>
    %14 = "stablehlo.reshape"(%13) : (tensor<2x2x1x1x4x3xf32>) -> tensor<2x2x4x3xf32>
    %15 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64: 0, 1, 3, 4>} : (tensor<2x2x4x3xf32>) -> tensor<2x2x3x4x3xf32>
    %16 = "stablehlo.reshape"(%15) : (tensor<2x2x3x4x3xf32>) -> tensor<2x6x4x3xf32>
    %17 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 1, 2>, start_indices = array<i64: 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x2x3xf32>) -> tensor<6x1x1x1xf32>
    %18 = "stablehlo.reshape"(%17) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %19 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x4x3xf32>
    %20 = "stablehlo.multiply"(%16, %19) : (tensor<2x6x4x3xf32>, tensor<2x6x4x3xf32>) -> tensor<2x6x4x3xf32>
    %21 = "stablehlo.add"(%11, %20) : (tensor<2x6x4x3xf32>, tensor<2x6x4x3xf32>) -> tensor<2x6x4x3xf32>
    %22 = "stablehlo.slice"(%2) {limit_indices = array<i64: 2, 2, 4, 1, 4, 1>, start_indices = array<i64: 0, 0, 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<2x2x5x1x4x2xf32>) -> tensor<2x2x4x1x3x1xf32>
    %23 = "stablehlo.reshape"(%22) : (tensor<2x2x4x1x3x1xf32>) -> tensor<2x2x1x1x4x3xf32>
    %24 = "stablehlo.reshape"(%23) : (tensor<2x2x1x1x4x3xf32>) -> tensor<2x2x4x3xf32>
    %25 = "stablehlo.broadcast_in_dim"(%24) {broadcast_dimensions = array<i64: 0, 1, 3, 4>} : (tensor<2x2x4x3xf32>) -> tensor<2x2x3x4x3xf32>
    %26 = "stablehlo.reshape"(%25) : (tensor<2x2x3x4x3xf32>) -> tensor<2x6x4x3xf32>
    %27 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 1, 3>, start_indices = array<i64: 0, 0, 0, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x2x3xf32>) -> tensor<6x1x1x1xf32>
    %28 = "stablehlo.reshape"(%27) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %29 = "stablehlo.broadcast_in_dim"(%28) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x4x3xf32>
    %30 = "stablehlo.multiply"(%26, %29) : (tensor<2x6x4x3xf32>, tensor<2x6x4x3xf32>) -> tensor<2x6x4x3xf32>
    %31 = "stablehlo.add"(%21, %30) : (tensor<2x6x4x3xf32>, tensor<2x6x4x3xf32>) -> tensor<2x6x4x3xf32>
    %32 = "stablehlo.slice"(%2) {limit_indices = array<i64: 2, 2, 5, 1, 3, 1>, start_indices = array<i64: 0, 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<2x2x5x1x4x2xf32>) -> tensor<2x2x4x1x3x1xf32>
    %33 = "stablehlo.reshape"(%32) : (tensor<2x2x4x1x3x1xf32>) -> tensor<2x2x1x1x4x3xf32>
    %34 = "stablehlo.reshape"(%33) : (tensor<2x2x1x1x4x3xf32>) -> tensor<2x2x4x3xf32>
    %35 = "stablehlo.broadcast_in_dim"(%34) {broadcast_dimensions = array<i64: 0, 1, 3, 4>} : (tensor<2x2x4x3xf32>) -> tensor<2x2x3x4x3xf32>
    %36 = "stablehlo.reshape"(%35) : (tensor<2x2x3x4x3xf32>) -> tensor<2x6x4x3xf32>
    %37 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 2, 1>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x2x3xf32>) -> tensor<6x1x1x1xf32>
    %38 = "stablehlo.reshape"(%37) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %39 = "stablehlo.broadcast_in_dim"(%38) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x4x3xf32>
    %40 = "stablehlo.multiply"(%36, %39) : (tensor<2x6x4x3xf32>, tensor<2x6x4x3xf32>) -> tensor<2x6x4x3xf32>
    %41 = "stablehlo.add"(%31, %40) : (tensor<2x6x4x3xf32>, tensor<2x6x4x3xf32>) -> tensor<2x6x4x3xf32>
    %42 = "stablehlo.slice"(%2) {limit_indices = array<i64: 2, 2, 5, 1, 3, 2>, start_indices = array<i64: 0, 0, 1, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<2x2x5x1x4x2xf32>) -> tensor<2x2x4x1x3x1xf32>
    %43 = "stablehlo.reshape"(%42) : (tensor<2x2x4x1x3x1xf32>) -> tensor<2x2x1x1x4x3xf32>
    %44 = "stablehlo.reshape"(%43) : (tensor<2x2x1x1x4x3xf32>) -> tensor<2x2x4x3xf32>
    %45 = "stablehlo.broadcast_in_dim"(%44) {broadcast_dimensions = array<i64: 0, 1, 3, 4>} : (tensor<2x2x4x3xf32>) -> tensor<2x2x3x4x3xf32>
    %46 = "stablehlo.reshape"(%45) : (tensor<2x2x3x4x3xf32>) -> tensor<2x6x4x3xf32>
    %47 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 2, 2>, start_indices = array<i64: 0, 0, 1, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x2x3xf32>) -> tensor<6x1x1x1xf32>
    %48 = "stablehlo.reshape"(%47) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %49 = "stablehlo.broadcast_in_dim"(%48) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x4x3xf32>
    %50 = "stablehlo.multiply"(%46, %49) : (tensor<2x6x4x3xf32>, tensor<2x6x4x3xf32>) -> tensor<2x6x4x3xf32>
    %51 = "stablehlo.add"(%41, %50) : (tensor<2x6x4x3xf32>, tensor<2x6x4x3xf32>) -> tensor<2x6x4x3xf32>
    %52 = "stablehlo.slice"(%2) {limit_indices = array<i64: 2, 2, 5, 1, 4, 1>, start_indices = array<i64: 0, 0, 1, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<2x2x5x1x4x2xf32>) -> tensor<2x2x4x1x3x1xf32>
    %53 = "stablehlo.reshape"(%52) : (tensor<2x2x4x1x3x1xf32>) -> tensor<2x2x1x1x4x3xf32>
    %54 = "stablehlo.reshape"(%53) : (tensor<2x2x1x1x4x3xf32>) -> tensor<2x2x4x3xf32>
    %55 = "stablehlo.broadcast_in_dim"(%54) {broadcast_dimensions = array<i64: 0, 1, 3, 4>} : (tensor<2x2x4x3xf32>) -> tensor<2x2x3x4x3xf32>
    %56 = "stablehlo.reshape"(%55) : (tensor<2x2x3x4x3xf32>) -> tensor<2x6x4x3xf32>
    %57 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 2, 3>, start_indices = array<i64: 0, 0, 1, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x2x3xf32>) -> tensor<6x1x1x1xf32>
    %58 = "stablehlo.reshape"(%57) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %59 = "stablehlo.broadcast_in_dim"(%58) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x4x3xf32>
    %60 = "stablehlo.multiply"(%56, %59) : (tensor<2x6x4x3xf32>, tensor<2x6x4x3xf32>) -> tensor<2x6x4x3xf32>
    %61 = "stablehlo.add"(%51, %60) : (tensor<2x6x4x3xf32>, tensor<2x6x4x3xf32>) -> tensor<2x6x4x3xf32>
    %62 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x4x3xf32>
    %63 = "stablehlo.add"(%61, %62) : (tensor<2x6x4x3xf32>, tensor<2x6x4x3xf32>) -> tensor<2x6x4x3xf32>
    return %63 : tensor<2x6x4x3xf32>
  }
}
