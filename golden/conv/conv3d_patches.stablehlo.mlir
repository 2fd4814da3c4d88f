module {
  func.func @main(%arg0: tensor<1x2x2x2x2xf32>, %arg1: tensor<3x2x3x3x3xf32>) -> tensor<1x3x2x2x2xf32> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.pad"(%arg0, %0) {edge_padding_high = array<i64: 0, 0, 1, 1, 1>, edge_padding_low = array<i64: 0, 0, 1, 1, 1>, interior_padding = array<i64: 0, 0, 0, 0, 0>} : (tensor<1x2x2x2x2xf32>, tensor<f32>) -> tensor<1x2x4x4x4xf32>
    %2 = "stablehlo.transpose"(%1) {permutation = array<i64: 0, 2, 3, 4, 1>} : (tensor<1x2x4x4x4xf32>) -> tensor<1x4x4x4x2xf32>
    %3 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 2, 2, 2, 2>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x4x4x4x2xf32>) -> tensor<1x2x2x2x2xf32>
    %4 = "stablehlo.reshape"(%3) : (tensor<1x2x2x2x2xf32>) -> tensor<1x2x2x2x1x2xf32>
    %5 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 2, 2, 3, 2>, start_indices = array<i64: 0, 0, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x4x4x4x2xf32>) -> tensor<1x2x2x2x2xf32>
    %6 = "stablehlo.reshape"(%5) : (tensor<1x2x2x2x2xf32>) -> tensor<1x2x2x2x1x2xf32>
    %7 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 2, 2, 4, 2>, start_indices = array<i64: 0, 0, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x4x4x4x2xf32>) -> tensor<1x2x2x2x2xf32>
    %8 = "stablehlo.reshape"(%7) : (tensor<1x2x2x2x2xf32>) -> tensor<1x2x2x2x1x2xf32>
    %9 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 2, 3, 2, 2>, start_indices = array<i64: 0, 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x4x4x4x2xf32>) -> tensor<1x2x2x2x2xf32>
    %10 = "stablehlo.reshape"(%9) : (tensor<1x2x2x2x2xf32>) -> tensor<1x2x2x2x1x2xf32>
    %11 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 2, 3, 3, 2>, start_indices = array<i64: 0, 0, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x4x4x4x2xf32>) -> tensor<1x2x2x2x2xf32>
    %12 = "stablehlo.reshape"(%11) : (tensor<1x2x2x2x2xf32>) -> tensor<1x2x2x2x1x2xf32>
    %13 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 2, 3, 4, 2>, start_indices = array<i64: 0, 0, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x4x4x4x2xf32>) -> tensor<1x2x2x2x2xf32>
    %14 = "stablehlo.reshape"(%13) : (tensor<1x2x2x2x2xf32>) -> tensor<1x2x2x2x1x2xf32>
    %15 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 2, 4, 2, 2>, start_indices = array<i64: 0, 0, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x4x4x4x2xf32>) -> tensor<1x2x2x2x2xf32>
    %16 = "stablehlo.reshape"(%15) : (tensor<1x2x2x2x2xf32>) -> tensor<1x2x2x2x1x2xf32>
    %17 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 2, 4, 3, 2>, start_indices = array<i64: 0, 0, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x4x4x4x2xf32>) -> tensor<1x2x2x2x2xf32>
    %18 = "stablehlo.reshape"(%17) : (tensor<1x2x2x2x2xf32>) -> tensor<1x2x2x2x1x2xf32>
    %19 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 2, 4, 4, 2>, start_indices = array<i64: 0, 0, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x4x4x4x2xf32>) -> tensor<1x2x2x2x2xf32>
    %20 = "stablehlo.reshape"(%19) : (tensor<1x2x2x2x2xf32>) -> tensor<1x2x2x2x1x2xf32>
    %21 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 3, 2, 2, 2>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x4x4x4x2xf32>) -> tensor<1x2x2x2x2xf32>
    %22 = "stablehlo.reshape"(%21) : (tensor<1x2x2x2x2xf32>) -> tensor<1x2x2x2x1x2xf32>
    %23 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 3, 2, 3, 2>, start_indices = array<i64: 0, 1, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x4x4x4x2xf32>) -> tensor<1x2x2x2x2xf32>
    %24 = "stablehlo.reshape"(%23) : (tensor<1x2x2x2x2xf32>) -> tensor<1x2x2x2x1x2xf32>
    %25 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 3, 2, 4, 2>, start_indices = array<i64: 0, 1, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x4x4x4x2xf32>) -> tensor<1x2x2x2x2xf32>
    %26 = "stablehlo.reshape"(%25) : (tensor<1x2x2x2x2xf32>) -> tensor<1x2x2x2x1x2xf32>
    %27 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 3, 3, 2, 2>, start_indices = array<i64: 0, 1, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x4x4x4x2xf32>) -> tensor<1x2x2x2x2xf32>
    %28 = "stablehlo.reshape"(%27) : (tensor<1x2x2x2x2xf32>) -> tensor<1x2x2x2x1x2xf32>
    %29 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 3, 3, 3, 2>, start_indices = array<i64: 0, 1, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x4x4x4x2xf32>) -> tensor<1x2x2x2x2xf32>
    %30 = "stablehlo.reshape"(%29) : (tensor<1x2x2x2x2xf32>) -> tensor<1x2x2x2x1x2xf32>
    %31 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 3, 3, 4, 2>, start_indices = array<i64: 0, 1, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x4x4x4x2xf32>) -> tensor<1x2x2x2x2xf32>
    %32 = "stablehlo.reshape"(%31) : (tensor<1x2x2x2x2xf32>) -> tensor<1x2x2x2x1x2xf32>
    %33 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 3, 4, 2, 2>, start_indices = array<i64: 0, 1, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x4x4x4x2xf32>) -> tensor<1x2x2x2x2xf32>
    %34 = "stablehlo.reshape"(%33) : (tensor<1x2x2x2x2xf32>) -> tensor<1x2x2x2x1x2xf32>
    %35 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 3, 4, 3, 2>, start_indices = array<i64: 0, 1, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x4x4x4x2xf32>) -> tensor<1x2x2x2x2xf32>
    %36 = "stablehlo.reshape"(%35) : (tensor<1x2x2x2x2xf32>) -> tensor<1x2x2x2x1x2xf32>
    %37 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 3, 4, 4, 2>, start_indices = array<i64: 0, 1, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x4x4x4x2xf32>) -> tensor<1x2x2x2x2xf32>
    %38 = "stablehlo.reshape"(%37) : (tensor<1x2x2x2x2xf32>) -> tensor<1x2x2x2x1x2xf32>
    %39 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 4, 2, 2, 2>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x4x4x4x2xf32>) -> tensor<1x2x2x2x2xf32>
    %40 = "stablehlo.reshape"(%39) : (tensor<1x2x2x2x2xf32>) -> tensor<1x2x2x2x1x2xf32>
    %41 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 4, 2, 3, 2>, start_indices = array<i64: 0, 2, 0, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x4x4x4x2xf32>) -> tensor<1x2x2x2x2xf32>
    %42 = "stablehlo.reshape"(%41) : (tensor<1x2x2x2x2xf32>) -> tensor<1x2x2x2x1x2xf32>
    %43 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 4, 2, 4, 2>, start_indices = array<i64: 0, 2, 0, 2, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x4x4x4x2xf32>) -> tensor<1x2x2x2x2xf32>
    %44 = "stablehlo.reshape"(%43) : (tensor<1x2x2x2x2xf32>) -> tensor<1x2x2x2x1x2xf32>
    %45 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 4, 3, 2, 2>, start_indices = array<i64: 0, 2, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x4x4x4x2xf32>) -> tensor<1x2x2x2x2xf32>
    %46 = "stablehlo.reshape"(%45) : (tensor<1x2x2x2x2xf32>) -> tensor<1x2x2x2x1x2xf32>
    %47 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 4, 3, 3, 2>, start_indices = array<i64: 0, 2, 1, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x4x4x4x2xf32>) -> tensor<1x2x2x2x2xf32>
    %48 = "stablehlo.reshape"(%47) : (tensor<1x2x2x2x2xf32>) -> tensor<1x2x2x2x1x2xf32>
    %49 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 4, 3, 4, 2>, start_indices = array<i64: 0, 2, 1, 2, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x4x4x4x2xf32>) -> tensor<1x2x2x2x2xf32>
    %50 = "stablehlo.reshape"(%49) : (tensor<1x2x2x2x2xf32>) -> tensor<1x2x2x2x1x2xf32>
    %51 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 4, 4, 2, 2>, start_indices = array<i64: 0, 2, 2, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x4x4x4x2xf32>) -> tensor<1x2x2x2x2xf32>
    %52 = "stablehlo.reshape"(%51) : (tensor<1x2x2x2x2xf32>) -> tensor<1x2x2x2x1x2xf32>
    %53 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 4, 4, 3, 2>, start_indices = array<i64: 0, 2, 2, 1, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x4x4x4x2xf32>) -> tensor<1x2x2x2x2xf32>
    %54 = "stablehlo.reshape"(%53) : (tensor<1x2x2x2x2xf32>) -> tensor<1x2x2x2x1x2xf32>
    %55 = "stablehlo.slice"(%2) {limit_indices = array<i64: 1, 4, 4, 4, 2>, start_indices = array<i64: 0, 2, 2, 2, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<1x4x4x4x2xf32>) -> tensor<1x2x2x2x2xf32>
    %56 = "stablehlo.reshape"(%55) : (tensor<1x2x2x2x2xf32>) -> tensor<1x2x2x2x1x2xf32>
    %57 = "stablehlo.concatenate"(%4, %6, %8, %10, %12, %14, %16, %18, %20, %22, %24, %26, %28, %30, %32, %34, %36, %38, %40, %42, %44, %46, %48, %50, %52, %54, %56) {dimension = 4 : i64} : (tensor<1x2x2x2x1x2xf32>, tensor<1x2x2x2x1x2xf32>, tensor<1x2x2x2x1x2xf32>, tensor<1x2x2x2x1x2xf32>, tensor<1x2x2x2x1x2xf32>, tensor<1x2x2x2x1x2xf32>, tensor<1x2x2x2x1x2xf32>, tensor<1x2x2x2x1x2xf32>, tensor<1x2x2x2x1x2xf32>, tensor<1x2x2x2x1x2xf32>, tensor<1x2x2x2x1x2xf32>, tensor<1x2x2x2x1x2xf32>, tensor<1x2x2x2x1x2xf32>, tensor<1x2x2x2x1x2xf32>, tensor<1x2x2x2x1x2xf32>, tensor<1x2x2x2x1x2xf32>, tensor<1x2x2x2x1x2xf32>, tensor<1x2x2x2x1x2xf32>, tensor<1x2x2x2x1x2xf32>, tensor<1x2x2x2x1x2xf32>, tensor<1x2x2x2x1x2xf32>, tensor<1x2x2x2x1x2xf32>, tensor<1x2x2x2x1x2xf32>, tensor<1x2x2x2x1x2xf32>, tensor<1x2x2x2x1x2xf32>, tensor<1x2x2x2x1x2xf32>, tensor<1x2x2x2x1x2xf32>) -> tensor<1x2x2x2x27x2xf32>
    %58 = "stablehlo.reshape"(%57) : (tensor<1x2x2x2x27x2xf32>) -> tensor<8x54xf32>
    %59 = "stablehlo.transpose"(%arg1) {permutation = array<i64: 2, 3, 4, 1, 0>} : (tensor<3x2x3x3x3xf32>) -> tensor<3x3x3x2x3xf32>
    %60 = "stablehlo.reshape"(%59) : (tensor<3x3x3x2x3xf32>) -> tensor<54x3xf32>
    %61 = "stablehlo.dot_general"(%58, %60) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<8x54xf32>, tensor<54x3xf32>) -> tensor<8x3xf32>
    %62 = "stablehlo.reshape"(%61) : (tensor<8x3xf32>) -> tensor<1x2x2x2x3xf32>
    %63 = "stablehlo.transpose"(%62) {permutation = array<i64: 0, 4, 1, 2, 3>} : (tensor<1x2x2x2x3xf32>) -> tensor<1x3x2x2x2xf32>
    return %63 : tensor<1x3x2x2x2xf32>
  }
}
