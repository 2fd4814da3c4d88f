module {
  func.func @main(%arg0: tensor<1x2x2x2x2xf32>, %arg1: tensor<3x2x3x3x3xf32>) -> tensor<1x3x2x2x2xf32> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.pad"(%arg0, %0) {edge_padding_high = array<i64: 0, 0, 1, 1, 1>, edge_padding_low = array<i64: 0, 0, 1, 1, 1>, interior_padding = array<i64: 0, 0, 0, 0, 0>} : (tensor<1x2x2x2x2xf32>, tensor<f32>) -> tensor<1x2x4x4x4xf32>
    %2 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 2, 2, 2, 2>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x2x4x4x4xf32>) -> tensor<1x2x2x2x2xf32>
    %3 = "stablehlo.reshape"(%2) : (tensor<1x2x2x2x2xf32>) -> tensor<2x2x2x2x1x1xf32>
    %4 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 2, 2, 2, 3>, start_indices = array<i64: 0, 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x2x4x4x4xf32>) -> tensor<1x2x2x2x2xf32>
    %5 = "stablehlo.reshape"(%4) : (tensor<1x2x2x2x2xf32>) -> tensor<2x2x2x2x1x1xf32>
    %6 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 2, 2, 2, 4>, start_indices = array<i64: 0, 0, 0, 0, 2>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x2x4x4x4xf32>) -> tensor<1x2x2x2x2xf32>
    %7 = "stablehlo.reshape"(%6) : (tensor<1x2x2x2x2xf32>) -> tensor<2x2x2x2x1x1xf32>
    %8 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 2, 2, 3, 2>, start_indices = array<i64: 0, 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x2x4x4x4xf32>) -> tensor<1x2x2x2x2xf32>
    %9 = "stablehlo.reshape"(%8) : (tensor<1x2x2x2x2xf32>) -> tensor<2x2x2x2x1x1xf32>
    %10 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 2, 2, 3, 3>, start_indices = array<i64: 0, 0, 0, 1, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x2x4x4x4xf32>) -> tensor<1x2x2x2x2xf32>
    %11 = "stablehlo.reshape"(%10) : (tensor<1x2x2x2x2xf32>) -> tensor<2x2x2x2x1x1xf32>
    %12 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 2, 2, 3, 4>, start_indices = array<i64: 0, 0, 0, 1, 2>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x2x4x4x4xf32>) -> tensor<1x2x2x2x2xf32>
    %13 = "stablehlo.reshape"(%12) : (tensor<1x2x2x2x2xf32>) -> tensor<2x2x2x2x1x1xf32>
    %14 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 2, 2, 4, 2>, start_indices = array<i64: 0, 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x2x4x4x4xf32>) -> tensor<1x2x2x2x2xf32>
    %15 = "stablehlo.reshape"(%14) : (tensor<1x2x2x2x2xf32>) -> tensor<2x2x2x2x1x1xf32>
    %16 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 2, 2, 4, 3>, start_indices = array<i64: 0, 0, 0, 2, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x2x4x4x4xf32>) -> tensor<1x2x2x2x2xf32>
    %17 = "stablehlo.reshape"(%16) : (tensor<1x2x2x2x2xf32>) -> tensor<2x2x2x2x1x1xf32>
    %18 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 2, 2, 4, 4>, start_indices = array<i64: 0, 0, 0, 2, 2>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x2x4x4x4xf32>) -> tensor<1x2x2x2x2xf32>
    %19 = "stablehlo.reshape"(%18) : (tensor<1x2x2x2x2xf32>) -> tensor<2x2x2x2x1x1xf32>
    %20 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 2, 3, 2, 2>, start_indices = array<i64: 0, 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x2x4x4x4xf32>) -> tensor<1x2x2x2x2xf32>
    %21 = "stablehlo.reshape"(%20) : (tensor<1x2x2x2x2xf32>) -> tensor<2x2x2x2x1x1xf32>
    %22 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 2, 3, 2, 3>, start_indices = array<i64: 0, 0, 1, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x2x4x4x4xf32>) -> tensor<1x2x2x2x2xf32>
    %23 = "stablehlo.reshape"(%22) : (tensor<1x2x2x2x2xf32>) -> tensor<2x2x2x2x1x1xf32>
    %24 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 2, 3, 2, 4>, start_indices = array<i64: 0, 0, 1, 0, 2>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x2x4x4x4xf32>) -> tensor<1x2x2x2x2xf32>
    %25 = "stablehlo.reshape"(%24) : (tensor<1x2x2x2x2xf32>) -> tensor<2x2x2x2x1x1xf32>
    %26 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 2, 3, 3, 2>, start_indices = array<i64: 0, 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x2x4x4x4xf32>) -> tensor<1x2x2x2x2xf32>
    %27 = "stablehlo.reshape"(%26) : (tensor<1x2x2x2x2xf32>) -> tensor<2x2x2x2x1x1xf32>
    %28 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 2, 3, 3, 3>, start_indices = array<i64: 0, 0, 1, 1, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x2x4x4x4xf32>) -> tensor<1x2x2x2x2xf32>
    %29 = "stablehlo.reshape"(%28) : (tensor<1x2x2x2x2xf32>) -> tensor<2x2x2x2x1x1xf32>
    %30 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 2, 3, 3, 4>, start_indices = array<i64: 0, 0, 1, 1, 2>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x2x4x4x4xf32>) -> tensor<1x2x2x2x2xf32>
    %31 = "stablehlo.reshape"(%30) : (tensor<1x2x2x2x2xf32>) -> tensor<2x2x2x2x1x1xf32>
    %32 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 2, 3, 4, 2>, start_indices = array<i64: 0, 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x2x4x4x4xf32>) -> tensor<1x2x2x2x2xf32>
    %33 = "stablehlo.reshape"(%32) : (tensor<1x2x2x2x2xf32>) -> tensor<2x2x2x2x1x1xf32>
    %34 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 2, 3, 4, 3>, start_indices = array<i64: 0, 0, 1, 2, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x2x4x4x4xf32>) -> tensor<1x2x2x2x2xf32>
    %35 = "stablehlo.reshape"(%34) : (tensor<1x2x2x2x2xf32>) -> tensor<2x2x2x2x1x1xf32>
    %36 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 2, 3, 4, 4>, start_indices = array<i64: 0, 0, 1, 2, 2>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x2x4x4x4xf32>) -> tensor<1x2x2x2x2xf32>
    %37 = "stablehlo.reshape"(%36) : (tensor<1x2x2x2x2xf32>) -> tensor<2x2x2x2x1x1xf32>
    %38 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 2, 4, 2, 2>, start_indices = array<i64: 0, 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x2x4x4x4xf32>) -> tensor<1x2x2x2x2xf32>
    %39 = "stablehlo.reshape"(%38) : (tensor<1x2x2x2x2xf32>) -> tensor<2x2x2x2x1x1xf32>
    %40 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 2, 4, 2, 3>, start_indices = array<i64: 0, 0, 2, 0, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x2x4x4x4xf32>) -> tensor<1x2x2x2x2xf32>
    %41 = "stablehlo.reshape"(%40) : (tensor<1x2x2x2x2xf32>) -> tensor<2x2x2x2x1x1xf32>
    %42 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 2, 4, 2, 4>, start_indices = array<i64: 0, 0, 2, 0, 2>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x2x4x4x4xf32>) -> tensor<1x2x2x2x2xf32>
    %43 = "stablehlo.reshape"(%42) : (tensor<1x2x2x2x2xf32>) -> tensor<2x2x2x2x1x1xf32>
    %44 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 2, 4, 3, 2>, start_indices = array<i64: 0, 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x2x4x4x4xf32>) -> tensor<1x2x2x2x2xf32>
    %45 = "stablehlo.reshape"(%44) : (tensor<1x2x2x2x2xf32>) -> tensor<2x2x2x2x1x1xf32>
    %46 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 2, 4, 3, 3>, start_indices = array<i64: 0, 0, 2, 1, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x2x4x4x4xf32>) -> tensor<1x2x2x2x2xf32>
    %47 = "stablehlo.reshape"(%46) : (tensor<1x2x2x2x2xf32>) -> tensor<2x2x2x2x1x1xf32>
    %48 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 2, 4, 3, 4>, start_indices = array<i64: 0, 0, 2, 1, 2>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x2x4x4x4xf32>) -> tensor<1x2x2x2x2xf32>
    %49 = "stablehlo.reshape"(%48) : (tensor<1x2x2x2x2xf32>) -> tensor<2x2x2x2x1x1xf32>
    %50 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 2, 4, 4, 2>, start_indices = array<i64: 0, 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x2x4x4x4xf32>) -> tensor<1x2x2x2x2xf32>
    %51 = "stablehlo.reshape"(%50) : (tensor<1x2x2x2x2xf32>) -> tensor<2x2x2x2x1x1xf32>
    %52 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 2, 4, 4, 3>, start_indices = array<i64: 0, 0, 2, 2, 1>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x2x4x4x4xf32>) -> tensor<1x2x2x2x2xf32>
    %53 = "stablehlo.reshape"(%52) : (tensor<1x2x2x2x2xf32>) -> tensor<2x2x2x2x1x1xf32>
    %54 = "stablehlo.slice"(%1) {limit_indices = array<i64: 1, 2, 4, 4, 4>, start_indices = array<i64: 0, 0, 2, 2, 2>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x2x4x4x4xf32>) -> tensor<1x2x2x2x2xf32>
    %55 = "stablehlo.reshape"(%54) : (tensor<1x2x2x2x2xf32>) -> tensor<2x2x2x2x1x1xf32>
    %56 = "stablehlo.concatenate"(%3, %5, %7, %9, %11, %13, %15, %17, %19, %21, %23, %25, %27, %29, %31, %33, %35, %37, %39, %41, %43, %45, %47, %49, %51, %53, %55) {dimension = 5 : i64} : (tensor<2x2x2x2x1x1xf32>, tensor<2x2x2x2x1x1xf32>, tensor<2x2x2x2x1x1xf32>, tensor<2x2x2x2x1x1xf32>, tensor<2x2x2x2x1x1xf32>, tensor<2x2x2x2x1x1xf32>, tensor<2x2x2x2x1x1xf32>, tensor<2x2x2x2x1x1xf32>, tensor<2x2x2x2x1x1xf32>, tensor<2x2x2x2x1x1xf32>, tensor<2x2x2x2x1x1xf32>, tensor<2x2x2x2x1x1xf32>, tensor<2x2x2x2x1x1xf32>, tensor<2x2x2x2x1x1xf32>, tensor<2x2x2x2x1x1xf32>, tensor<2x2x2x2x1x1xf32>, tensor<2x2x2x2x1x1xf32>, tensor<2x2x2x2x1x1xf32>, tensor<2x2x2x2x1x1xf32>, tensor<2x2x2x2x1x1xf32>, tensor<2x2x2x2x1x1xf32>, tensor<2x2x2x2x1x1xf32>, tensor<2x2x2x2x1x1xf32>, tensor<2x2x2x2x1x1xf32>, tensor<2x2x2x2x1x1xf32>, tensor<2x2x2x2x1x1xf32>, tensor<2x2x2x2x1x1xf32>) -> tensor<2x2x2x2x1x27xf32>
    %57 = "stablehlo.transpose"(%56) {permutation = array<i64: 4, 1, 2, 3, 5, 0>} : (tensor<2x2x2x2x1x27xf32>) -> tensor<1x2x2x2x27x2xf32>
    %58 = "stablehlo.reshape"(%57) : (tensor<1x2x2x2x27x2xf32>) -> tensor<8x54xf32>
    %59 = "stablehlo.transpose"(%arg1) {permutation = array<i64: 2, 3, 4, 1, 0>} : (tensor<3x2x3x3x3xf32>) -> tensor<3x3x3x2x3xf32>
    %60 = "stablehlo.reshape"(%59) : (tensor<3x3x3x2x3xf32>) -> tensor<54x3xf32>
    %61 = "stablehlo.dot_general"(%58, %60) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<8x54xf32>, tensor<54x3xf32>) -> tensor<8x3xf32>
    %62 = "stablehlo.reshape"(%61) : (tensor<8x3xf32>) -> tensor<1x2x2x2x3xf32>
    %63 = "stablehlo.transpose"(%62) {permutation = array<i64: 0, 4, 1, 2, 3>} : (tensor<1x2x2x2x3xf32>) -> tensor<1x3x2x2x2xf32>
    return %63 : tensor<1x3x2x2x2xf32>
  }
}
