module {
  func.func @main(%arg0: tensor<4x2x2xf32>, %arg1: tensor<2x2xf32>, %arg2: tensor<2x3xf32>, %arg3: tensor<2x3xf32>, %arg4: tensor<12x2xf32>, %arg5: tensor<2x3xf32>, %arg6: tensor<4x2x3xf32>, %arg7: tensor<4x2x12xf32>) -> (tensor<4x2x12xf32>, tensor<2x2xf32>, tensor<2x3xf32>, tensor<4x2x2xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x2x12xf32>
    %2 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x2x2xf32>
    %4 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %5:11 = "stablehlo.while"(%4, %arg1, %arg2, %1, %3, %arg0, %arg3, %arg4, %arg6, %arg7, %arg5) ({
    ^bb0(%arg8: tensor<i64>, %arg9: tensor<2x2xf32>, %arg10: tensor<2x3xf32>, %arg11: tensor<4x2x12xf32>, %arg12: tensor<4x2x2xf32>, %arg13: tensor<4x2x2xf32>, %arg14: tensor<2x3xf32>, %arg15: tensor<12x2xf32>, %arg16: tensor<4x2x3xf32>, %arg17: tensor<4x2x12xf32>, %arg18: tensor<2x3xf32>):
      %6 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
      %7 = "stablehlo.compare"(%arg8, %6) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%7) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg8: tensor<i64>, %arg9: tensor<2x2xf32>, %arg10: tensor<2x3xf32>, %arg11: tensor<4x2x12xf32>, %arg12: tensor<4x2x2xf32>, %arg13: tensor<4x2x2xf32>, %arg14: tensor<2x3xf32>, %arg15: tensor<12x2xf32>, %arg16: tensor<4x2x3xf32>, %arg17: tensor<4x2x12xf32>, %arg18: tensor<2x3xf32>):
      %6 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %7 = "stablehlo.dynamic_slice"(%arg13, %arg8, %6, %6) {slice_sizes = array<i64: 1, 2, 2>} : (tensor<4x2x2xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x2x2xf32>
      %8 = "stablehlo.reshape"(%7) : (tensor<1x2x2xf32>) -> tensor<2x2xf32>
      %9 = "stablehlo.add"(%8, %arg9) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
      %10 = "stablehlo.dot_general"(%9, %arg18) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x2xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %11 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %12 = "stablehlo.dynamic_slice"(%arg17, %arg8, %11, %11) {slice_sizes = array<i64: 1, 2, 12>} : (tensor<4x2x12xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x2x12xf32>
      %13 = "stablehlo.reshape"(%12) : (tensor<1x2x12xf32>) -> tensor<2x12xf32>
      %14 = "stablehlo.slice"(%13) {limit_indices = array<i64: 2, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<2x12xf32>) -> tensor<2x3xf32>
      %15 = "stablehlo.slice"(%13) {limit_indices = array<i64: 2, 6>, start_indices = array<i64: 0, 3>, strides = array<i64: 1, 1>} : (tensor<2x12xf32>) -> tensor<2x3xf32>
      %16 = "stablehlo.slice"(%13) {limit_indices = array<i64: 2, 9>, start_indices = array<i64: 0, 6>, strides = array<i64: 1, 1>} : (tensor<2x12xf32>) -> tensor<2x3xf32>
      %17 = "stablehlo.slice"(%13) {limit_indices = array<i64: 2, 12>, start_indices = array<i64: 0, 9>, strides = array<i64: 1, 1>} : (tensor<2x12xf32>) -> tensor<2x3xf32>
      %18 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %19 = "stablehlo.dynamic_slice"(%arg16, %arg8, %18, %18) {slice_sizes = array<i64: 1, 2, 3>} : (tensor<4x2x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x2x3xf32>
      %20 = "stablehlo.reshape"(%19) : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
      %21 = "stablehlo.tanh"(%20) : (tensor<2x3xf32>) -> tensor<2x3xf32>
      %22 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
      %23 = "stablehlo.add"(%arg8, %22) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %24 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %25 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
      %26 = "stablehlo.clamp"(%24, %23, %25) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
      %27 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
      %28 = "stablehlo.compare"(%arg8, %27) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %29 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %30 = "stablehlo.dynamic_slice"(%arg16, %26, %29, %29) {slice_sizes = array<i64: 1, 2, 3>} : (tensor<4x2x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x2x3xf32>
      %31 = "stablehlo.reshape"(%30) : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
      %32 = "stablehlo.select"(%28, %arg14, %31) : (tensor<i1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %33 = "stablehlo.multiply"(%21, %21) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %34 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
      %35 = "stablehlo.broadcast_in_dim"(%34) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3xf32>
      %36 = "stablehlo.subtract"(%35, %33) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %37 = "stablehlo.multiply"(%10, %17) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %38 = "stablehlo.multiply"(%37, %36) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %39 = "stablehlo.add"(%arg10, %38) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %40 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
      %41 = "stablehlo.broadcast_in_dim"(%40) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3xf32>
      %42 = "stablehlo.subtract"(%41, %14) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %43 = "stablehlo.multiply"(%14, %42) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %44 = "stablehlo.multiply"(%39, %16) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %45 = "stablehlo.multiply"(%44, %43) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %46 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
      %47 = "stablehlo.broadcast_in_dim"(%46) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3xf32>
      %48 = "stablehlo.subtract"(%47, %15) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %49 = "stablehlo.multiply"(%15, %48) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %50 = "stablehlo.multiply"(%39, %32) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %51 = "stablehlo.multiply"(%50, %49) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %52 = "stablehlo.multiply"(%16, %16) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %53 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
      %54 = "stablehlo.broadcast_in_dim"(%53) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3xf32>
      %55 = "stablehlo.subtract"(%54, %52) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %56 = "stablehlo.multiply"(%39, %14) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %57 = "stablehlo.multiply"(%56, %55) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %58 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
      %59 = "stablehlo.broadcast_in_dim"(%58) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3xf32>
      %60 = "stablehlo.subtract"(%59, %17) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %61 = "stablehlo.multiply"(%17, %60) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %62 = "stablehlo.multiply"(%10, %21) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %63 = "stablehlo.multiply"(%62, %61) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %64 = "stablehlo.concatenate"(%45, %51, %57, %63) {dimension = 1 : i64} : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x12xf32>
      %65 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
      %66 = "stablehlo.add"(%arg8, %65) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %67 = "stablehlo.dot_general"(%64, %arg15) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x12xf32>, tensor<12x2xf32>) -> tensor<2x2xf32>
      %68 = "stablehlo.multiply"(%39, %15) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %69 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %70 = "stablehlo.reshape"(%64) : (tensor<2x12xf32>) -> tensor<1x2x12xf32>
      %71 = "stablehlo.dynamic_update_slice"(%arg11, %70, %arg8, %69, %69) : (tensor<4x2x12xf32>, tensor<1x2x12xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<4x2x12xf32>
      %72 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %73 = "stablehlo.reshape"(%9) : (tensor<2x2xf32>) -> tensor<1x2x2xf32>
      %74 = "stablehlo.dynamic_update_slice"(%arg12, %73, %arg8, %72, %72) : (tensor<4x2x2xf32>, tensor<1x2x2xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<4x2x2xf32>
      "stablehlo.return"(%66, %67, %68, %71, %74, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18) : (tensor<i64>, tensor<2x2xf32>, tensor<2x3xf32>, tensor<4x2x12xf32>, tensor<4x2x2xf32>, tensor<4x2x2xf32>, tensor<2x3xf32>, tensor<12x2xf32>, tensor<4x2x3xf32>, tensor<4x2x12xf32>, tensor<2x3xf32>) -> ()
    }) : (tensor<i64>, tensor<2x2xf32>, tensor<2x3xf32>, tensor<4x2x12xf32>, tensor<4x2x2xf32>, tensor<4x2x2xf32>, tensor<2x3xf32>, tensor<12x2xf32>, tensor<4x2x3xf32>, tensor<4x2x12xf32>, tensor<2x3xf32>) -> (tensor<i64>, tensor<2x2xf32>, tensor<2x3xf32>, tensor<4x2x12xf32>, tensor<4x2x2xf32>, tensor<4x2x2xf32>, tensor<2x3xf32>, tensor<12x2xf32>, tensor<4x2x3xf32>, tensor<4x2x12xf32>, tensor<2x3xf32>)
    return %5#3, %5#1, %5#2, %5#4 : tensor<4x2x12xf32>, tensor<2x2xf32>, tensor<2x3xf32>, tensor<4x2x2xf32>
  }
}
