module {
  func.func @main(%arg0: tensor<2x3x9x8xf32>, %arg1: tensor<6x1x3x3xf32>, %arg2: tensor<6xf32>) -> tensor<2x6x5x4xf32> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.pad"(%arg0, %0) {edge_padding_high = array<i64: 0, 0, 2, 1>, edge_padding_low = array<i64: 0, 0, 2, 1>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<2x3x9x8xf32>, tensor<f32>) -> tensor<2x3x13x10xf32>
    %2 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.pad"(%1, %2) {edge_padding_high = array<i64: 0, 0, 1, 0>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>} : (tensor<2x3x13x10xf32>, tensor<f32>) -> tensor<2x3x14x10xf32>
    %4 = "stablehlo.reshape"(%3) : (tensor<2x3x14x10xf32>) -> tensor<2x3x7x2x5x2xf32>
    %5 = "stablehlo.transpose"(%4) {permutation = array<i64: 0, 1, 3, 5, 2, 4>} : (tensor<2x3x7x2x5x2xf32>) -> tensor<2x3x2x2x7x5xf32>
    %6 = "stablehlo.slice"(%5) {limit_indices = array<i64: 2, 3, 1, 1, 5, 4>, start_indices = array<i64: 0, 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<2x3x2x2x7x5xf32>) -> tensor<2x3x1x1x5x4xf32>
    %7 = "stablehlo.reshape"(%6) : (tensor<2x3x1x1x5x4xf32>) -> tensor<2x3x5x4xf32>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64: 0, 1, 3, 4>} : (tensor<2x3x5x4xf32>) -> tensor<2x3x2x5x4xf32>
    %9 = "stablehlo.reshape"(%8) : (tensor<2x3x2x5x4xf32>) -> tensor<2x6x5x4xf32>
    %10 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 1, 1>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x3x3xf32>) -> tensor<6x1x1x1xf32>
    %11 = "stablehlo.reshape"(%10) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x5x4xf32>
    %13 = "stablehlo.multiply"(%9, %12) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %14 = "stablehlo.slice"(%5) {limit_indices = array<i64: 2, 3, 1, 2, 5, 4>, start_indices = array<i64: 0, 0, 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<2x3x2x2x7x5xf32>) -> tensor<2x3x1x1x5x4xf32>
    %15 = "stablehlo.reshape"(%14) : (tensor<2x3x1x1x5x4xf32>) -> tensor<2x3x5x4xf32>
    %16 = "stablehlo.broadcast_in_dim"(%15) {broadcast_dimensions = array<i64: 0, 1, 3, 4>} : (tensor<2x3x5x4xf32>) -> tensor<2x3x2x5x4xf32>
    %17 = "stablehlo.reshape"(%16) : (tensor<2x3x2x5x4xf32>) -> tensor<2x6x5x4xf32>
    %18 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 1, 2>, start_indices = array<i64: 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x3x3xf32>) -> tensor<6x1x1x1xf32>
    %19 = "stablehlo.reshape"(%18) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %20 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x5x4xf32>
    %21 = "stablehlo.multiply"(%17, %20) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %22 = "stablehlo.add"(%13, %21) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %23 = "stablehlo.slice"(%5) {limit_indices = array<i64: 2, 3, 1, 1, 5, 5>, start_indices = array<i64: 0, 0, 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<2x3x2x2x7x5xf32>) -> tensor<2x3x1x1x5x4xf32>
    %24 = "stablehlo.reshape"(%23) : (tensor<2x3x1x1x5x4xf32>) -> tensor<2x3x5x4xf32>
    %25 = "stablehlo.broadcast_in_dim"(%24) {broadcast_dimensions = array<i64: 0, 1, 3, 4>} : (tensor<2x3x5x4xf32>) -> tensor<2x3x2x5x4xf32>
    %26 = "stablehlo.reshape"(%25) : (tensor<2x3x2x5x4xf32>) -> tensor<2x6x5x4xf32>
    %27 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 1, 3>, start_indices = array<i64: 0, 0, 0, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x3x3xf32>) -> tensor<6x1x1x1xf32>
    %28 = "stablehlo.reshape"(%27) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %29 = "stablehlo.broadcast_in_dim"(%28) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x5x4xf32>
    %30 = "stablehlo.multiply"(%26, %29) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %31 = "stablehlo.add"(%22, %30) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %32 = "stablehlo.slice"(%5) {limit_indices = array<i64: 2, 3, 1, 1, 6, 4>, start_indices = array<i64: 0, 0, 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<2x3x2x2x7x5xf32>) -> tensor<2x3x1x1x5x4xf32>
    %33 = "stablehlo.reshape"(%32) : (tensor<2x3x1x1x5x4xf32>) -> tensor<2x3x5x4xf32>
    %34 = "stablehlo.broadcast_in_dim"(%33) {broadcast_dimensions = array<i64: 0, 1, 3, 4>} : (tensor<2x3x5x4xf32>) -> tensor<2x3x2x5x4xf32>
    %35 = "stablehlo.reshape"(%34) : (tensor<2x3x2x5x4xf32>) -> tensor<2x6x5x4xf32>
    %36 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 2, 1>, start_indices = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x3x3xf32>) -> tensor<6x1x1x1xf32>
    %37 = "stablehlo.reshape"(%36) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %38 = "stablehlo.broadcast_in_dim"(%37) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x5x4xf32>
    %39 = "stablehlo.multiply"(%35, %38) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %40 = "stablehlo.add"(%31, %39) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %41 = "stablehlo.slice"(%5) {limit_indices = array<i64: 2, 3, 1, 2, 6, 4>, start_indices = array<i64: 0, 0, 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<2x3x2x2x7x5xf32>) -> tensor<2x3x1x1x5x4xf32>
    %42 = "stablehlo.reshape"(%41) : (tensor<2x3x1x1x5x4xf32>) -> tensor<2x3x5x4xf32>
    %43 = "stablehlo.broadcast_in_dim"(%42) {broadcast_dimensions = array<i64: 0, 1, 3, 4>} : (tensor<2x3x5x4xf32>) -> tensor<2x3x2x5x4xf32>
    %44 = "stablehlo.reshape"(%43) : (tensor<2x3x2x5x4xf32>) -> tensor<2x6x5x4xf32>
    %45 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 2, 2>, start_indices = array<i64: 0, 0, 1, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x3x3xf32>) -> tensor<6x1x1x1xf32>
    %46 = "stablehlo.reshape"(%45) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %47 = "stablehlo.broadcast_in_dim"(%46) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x5x4xf32>
    %48 = "stablehlo.multiply"(%44, %47) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %49 = "stablehlo.add"(%40, %48) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %50 = "stablehlo.slice"(%5) {limit_indices = array<i64: 2, 3, 1, 1, 6, 5>, start_indices = array<i64: 0, 0, 0, 0, 1, 1>, strides = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<2x3x2x2x7x5xf32>) -> tensor<2x3x1x1x5x4xf32>
    %51 = "stablehlo.reshape"(%50) : (tensor<2x3x1x1x5x4xf32>) -> tensor<2x3x5x4xf32>
    %52 = "stablehlo.broadcast_in_dim"(%51) {broadcast_dimensions = array<i64: 0, 1, 3, 4>} : (tensor<2x3x5x4xf32>) -> tensor<2x3x2x5x4xf32>
    %53 = "stablehlo.reshape"(%52) : (tensor<2x3x2x5x4xf32>) -> tensor<2x6x5x4xf32>
    %54 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 2, 3>, start_indices = array<i64: 0, 0, 1, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x3x3xf32>) -> tensor<6x1x1x1xf32>
    %55 = "stablehlo.reshape"(%54) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %56 = "stablehlo.broadcast_in_dim"(%55) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x5x4xf32>
    %57 = "stablehlo.multiply"(%53, %56) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %58 = "stablehlo.add"(%49, %57) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %59 = "stablehlo.slice"(%5) {limit_indices = array<i64: 2, 3, 1, 1, 7, 4>, start_indices = array<i64: 0, 0, 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<2x3x2x2x7x5xf32>) -> tensor<2x3x1x1x5x4xf32>
    %60 = "stablehlo.reshape"(%59) : (tensor<2x3x1x1x5x4xf32>) -> tensor<2x3x5x4xf32>
    %61 = "stablehlo.broadcast_in_dim"(%60) {broadcast_dimensions = array<i64: 0, 1, 3, 4>} : (tensor<2x3x5x4xf32>) -> tensor<2x3x2x5x4xf32>
    %62 = "stablehlo.reshape"(%61) : (tensor<2x3x2x5x4xf32>) -> tensor<2x6x5x4xf32>
    %63 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 3, 1>, start_indices = array<i64: 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x3x3xf32>) -> tensor<6x1x1x1xf32>
    %64 = "stablehlo.reshape"(%63) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %65 = "stablehlo.broadcast_in_dim"(%64) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x5x4xf32>
    %66 = "stablehlo.multiply"(%62, %65) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %67 = "stablehlo.add"(%58, %66) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %68 = "stablehlo.slice"(%5) {limit_indices = array<i64: 2, 3, 1, 2, 7, 4>, start_indices = array<i64: 0, 0, 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<2x3x2x2x7x5xf32>) -> tensor<2x3x1x1x5x4xf32>
    %69 = "stablehlo.reshape"(%68) : (tensor<2x3x1x1x5x4xf32>) -> tensor<2x3x5x4xf32>
    %70 = "stablehlo.broadcast_in_dim"(%69) {broadcast_dimensions = array<i64: 0, 1, 3, 4>} : (tensor<2x3x5x4xf32>) -> tensor<2x3x2x5x4xf32>
    %71 = "stablehlo.reshape"(%70) : (tensor<2x3x2x5x4xf32>) -> tensor<2x6x5x4xf32>
    %72 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 3, 2>, start_indices = array<i64: 0, 0, 2, 1>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x3x3xf32>) -> tensor<6x1x1x1xf32>
    %73 = "stablehlo.reshape"(%72) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %74 = "stablehlo.broadcast_in_dim"(%73) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x5x4xf32>
    %75 = "stablehlo.multiply"(%71, %74) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %76 = "stablehlo.add"(%67, %75) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %77 = "stablehlo.slice"(%5) {limit_indices = array<i64: 2, 3, 1, 1, 7, 5>, start_indices = array<i64: 0, 0, 0, 0, 2, 1>, strides = array<i64: 1, 1, 1, 1, 1, 1>} : (tensor<2x3x2x2x7x5xf32>) -> tensor<2x3x1x1x5x4xf32>
    %78 = "stablehlo.reshape"(%77) : (tensor<2x3x1x1x5x4xf32>) -> tensor<2x3x5x4xf32>
    %79 = "stablehlo.broadcast_in_dim"(%78) {broadcast_dimensions = array<i64: 0, 1, 3, 4>} : (tensor<2x3x5x4xf32>) -> tensor<2x3x2x5x4xf32>
    %80 = "stablehlo.reshape"(%79) : (tensor<2x3x2x5x4xf32>) -> tensor<2x6x5x4xf32>
    %81 = "stablehlo.slice"(%arg1) {limit_indices = array<i64: 6, 1, 3, 3>, start_indices = array<i64: 0, 0, 2, 2>, strides = array<i64: 1, 1, 1, 1>} : (tensor<6x1x3x3xf32>) -> tensor<6x1x1x1xf32>
    %82 = "stablehlo.reshape"(%81) : (tensor<6x1x1x1xf32>) -> tensor<6xf32>
    %83 = "stablehlo.broadcast_in_dim"(%82) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x5x4xf32>
    %84 = "stablehlo.multiply"(%80, %83) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %85 = "stablehlo.add"(%76, %84) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    %86 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 1>} : (tensor<6xf32>) -> tensor<2x6x5x4xf32>
    %87 = "stablehlo.add"(%85, %86) : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>) -> tensor<2x6x5x4xf32>
    return %87 : tensor<2x6x5x4xf32>
  }
}
