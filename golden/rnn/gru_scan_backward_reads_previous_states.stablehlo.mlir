module {
  func.func @main(%arg0: tensor<4x2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<2x3xf32>, %arg3: tensor<9x3xf32>, %arg4: tensor<4x2x3xf32>, %arg5: tensor<4x2x12xf32>) -> (tensor<4x2x9xf32>, tensor<4x2x9xf32>, tensor<2x3xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x2x9xf32>
    %2 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %3:9 = "stablehlo.while"(%2, %arg1, %1, %1, %arg0, %arg2, %arg3, %arg4, %arg5) ({
    ^bb0(%arg6: tensor<i64>, %arg7: tensor<2x3xf32>, %arg8: tensor<4x2x9xf32>, %arg9: tensor<4x2x9xf32>, %arg10: tensor<4x2x3xf32>, %arg11: tensor<2x3xf32>, %arg12: tensor<9x3xf32>, %arg13: tensor<4x2x3xf32>, %arg14: tensor<4x2x12xf32>):
      %4 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
      %5 = "stablehlo.compare"(%arg6, %4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%5) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg6: tensor<i64>, %arg7: tensor<2x3xf32>, %arg8: tensor<4x2x9xf32>, %arg9: tensor<4x2x9xf32>, %arg10: tensor<4x2x3xf32>, %arg11: tensor<2x3xf32>, %arg12: tensor<9x3xf32>, %arg13: tensor<4x2x3xf32>, %arg14: tensor<4x2x12xf32>):
      %4 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
      %5 = "stablehlo.subtract"(%4, %arg6) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %6 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %7 = "stablehlo.dynamic_slice"(%arg10, %5, %6, %6) {slice_sizes = array<i64: 1, 2, 3>} : (tensor<4x2x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x2x3xf32>
      %8 = "stablehlo.reshape"(%7) : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
      %9 = "stablehlo.add"(%8, %arg7) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %10 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
      %11 = "stablehlo.subtract"(%5, %10) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %12 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %13 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
      %14 = "stablehlo.clamp"(%12, %11, %13) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
      %15 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %16 = "stablehlo.compare"(%5, %15) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %17 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %18 = "stablehlo.dynamic_slice"(%arg13, %14, %17, %17) {slice_sizes = array<i64: 1, 2, 3>} : (tensor<4x2x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x2x3xf32>
      %19 = "stablehlo.reshape"(%18) : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
      %20 = "stablehlo.select"(%16, %arg11, %19) : (tensor<i1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %21 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %22 = "stablehlo.dynamic_slice"(%arg14, %5, %21, %21) {slice_sizes = array<i64: 1, 2, 12>} : (tensor<4x2x12xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x2x12xf32>
      %23 = "stablehlo.reshape"(%22) : (tensor<1x2x12xf32>) -> tensor<2x12xf32>
      %24 = "stablehlo.slice"(%23) {limit_indices = array<i64: 2, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<2x12xf32>) -> tensor<2x3xf32>
      %25 = "stablehlo.slice"(%23) {limit_indices = array<i64: 2, 6>, start_indices = array<i64: 0, 3>, strides = array<i64: 1, 1>} : (tensor<2x12xf32>) -> tensor<2x3xf32>
      %26 = "stablehlo.slice"(%23) {limit_indices = array<i64: 2, 9>, start_indices = array<i64: 0, 6>, strides = array<i64: 1, 1>} : (tensor<2x12xf32>) -> tensor<2x3xf32>
      %27 = "stablehlo.slice"(%23) {limit_indices = array<i64: 2, 12>, start_indices = array<i64: 0, 9>, strides = array<i64: 1, 1>} : (tensor<2x12xf32>) -> tensor<2x3xf32>
      %28 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
      %29 = "stablehlo.broadcast_in_dim"(%28) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3xf32>
      %30 = "stablehlo.subtract"(%29, %25) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %31 = "stablehlo.multiply"(%26, %26) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %32 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
      %33 = "stablehlo.broadcast_in_dim"(%32) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3xf32>
      %34 = "stablehlo.subtract"(%33, %31) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %35 = "stablehlo.multiply"(%9, %30) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %36 = "stablehlo.multiply"(%35, %34) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %37 = "stablehlo.subtract"(%20, %26) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %38 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
      %39 = "stablehlo.broadcast_in_dim"(%38) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3xf32>
      %40 = "stablehlo.subtract"(%39, %25) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %41 = "stablehlo.multiply"(%25, %40) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %42 = "stablehlo.multiply"(%9, %37) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %43 = "stablehlo.multiply"(%42, %41) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %44 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
      %45 = "stablehlo.broadcast_in_dim"(%44) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3xf32>
      %46 = "stablehlo.subtract"(%45, %24) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %47 = "stablehlo.multiply"(%24, %46) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %48 = "stablehlo.multiply"(%36, %27) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %49 = "stablehlo.multiply"(%48, %47) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %50 = "stablehlo.concatenate"(%49, %43, %36) {dimension = 1 : i64} : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x9xf32>
      %51 = "stablehlo.multiply"(%36, %24) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %52 = "stablehlo.concatenate"(%49, %43, %51) {dimension = 1 : i64} : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x9xf32>
      %53 = "stablehlo.multiply"(%9, %25) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %54 = "stablehlo.dot_general"(%52, %arg12) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x9xf32>, tensor<9x3xf32>) -> tensor<2x3xf32>
      %55 = "stablehlo.add"(%53, %54) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %56 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
      %57 = "stablehlo.add"(%arg6, %56) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %58 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %59 = "stablehlo.reshape"(%50) : (tensor<2x9xf32>) -> tensor<1x2x9xf32>
      %60 = "stablehlo.dynamic_update_slice"(%arg8, %59, %5, %58, %58) : (tensor<4x2x9xf32>, tensor<1x2x9xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<4x2x9xf32>
      %61 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %62 = "stablehlo.reshape"(%52) : (tensor<2x9xf32>) -> tensor<1x2x9xf32>
      %63 = "stablehlo.dynamic_update_slice"(%arg9, %62, %5, %61, %61) : (tensor<4x2x9xf32>, tensor<1x2x9xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<4x2x9xf32>
      "stablehlo.return"(%57, %55, %60, %63, %arg10, %arg11, %arg12, %arg13, %arg14) : (tensor<i64>, tensor<2x3xf32>, tensor<4x2x9xf32>, tensor<4x2x9xf32>, tensor<4x2x3xf32>, tensor<2x3xf32>, tensor<9x3xf32>, tensor<4x2x3xf32>, tensor<4x2x12xf32>) -> ()
    }) : (tensor<i64>, tensor<2x3xf32>, tensor<4x2x9xf32>, tensor<4x2x9xf32>, tensor<4x2x3xf32>, tensor<2x3xf32>, tensor<9x3xf32>, tensor<4x2x3xf32>, tensor<4x2x12xf32>) -> (tensor<i64>, tensor<2x3xf32>, tensor<4x2x9xf32>, tensor<4x2x9xf32>, tensor<4x2x3xf32>, tensor<2x3xf32>, tensor<9x3xf32>, tensor<4x2x3xf32>, tensor<4x2x12xf32>)
    return %3#2, %3#3, %3#1 : tensor<4x2x9xf32>, tensor<4x2x9xf32>, tensor<2x3xf32>
  }
}
