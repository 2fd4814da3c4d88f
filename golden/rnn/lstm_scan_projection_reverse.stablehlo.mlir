module {
  func.func @main(%arg0: tensor<4x2x12xf32>, %arg1: tensor<2x2xf32>, %arg2: tensor<2x3xf32>, %arg3: tensor<12x2xf32>, %arg4: tensor<2x3xf32>) -> (tensor<4x2x2xf32>, tensor<2x2xf32>, tensor<2x3xf32>, tensor<4x2x3xf32>, tensor<4x2x12xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x2x2xf32>
    %2 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x2x3xf32>
    %4 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x2x12xf32>
    %6 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %7 = "stablehlo.transpose"(%arg3) {permutation = array<i64: 1, 0>} : (tensor<12x2xf32>) -> tensor<2x12xf32>
    %8 = "stablehlo.transpose"(%arg4) {permutation = array<i64: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
    %9:9 = "stablehlo.while"(%6, %arg1, %arg2, %1, %3, %5, %arg0, %7, %8) ({
    ^bb0(%arg5: tensor<i64>, %arg6: tensor<2x2xf32>, %arg7: tensor<2x3xf32>, %arg8: tensor<4x2x2xf32>, %arg9: tensor<4x2x3xf32>, %arg10: tensor<4x2x12xf32>, %arg11: tensor<4x2x12xf32>, %arg12: tensor<2x12xf32>, %arg13: tensor<3x2xf32>):
      %10 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
      %11 = "stablehlo.compare"(%arg5, %10) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%11) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg5: tensor<i64>, %arg6: tensor<2x2xf32>, %arg7: tensor<2x3xf32>, %arg8: tensor<4x2x2xf32>, %arg9: tensor<4x2x3xf32>, %arg10: tensor<4x2x12xf32>, %arg11: tensor<4x2x12xf32>, %arg12: tensor<2x12xf32>, %arg13: tensor<3x2xf32>):
      %10 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
      %11 = "stablehlo.subtract"(%10, %arg5) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %12 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %13 = "stablehlo.dynamic_slice"(%arg11, %11, %12, %12) {slice_sizes = array<i64: 1, 2, 12>} : (tensor<4x2x12xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x2x12xf32>
      %14 = "stablehlo.reshape"(%13) : (tensor<1x2x12xf32>) -> tensor<2x12xf32>
      %15 = "stablehlo.dot_general"(%arg6, %arg12) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x2xf32>, tensor<2x12xf32>) -> tensor<2x12xf32>
      %16 = "stablehlo.add"(%14, %15) : (tensor<2x12xf32>, tensor<2x12xf32>) -> tensor<2x12xf32>
      %17 = "stablehlo.slice"(%16) {limit_indices = array<i64: 2, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<2x12xf32>) -> tensor<2x3xf32>
      %18 = "stablehlo.logistic"(%17) : (tensor<2x3xf32>) -> tensor<2x3xf32>
      %19 = "stablehlo.slice"(%16) {limit_indices = array<i64: 2, 6>, start_indices = array<i64: 0, 3>, strides = array<i64: 1, 1>} : (tensor<2x12xf32>) -> tensor<2x3xf32>
      %20 = "stablehlo.logistic"(%19) : (tensor<2x3xf32>) -> tensor<2x3xf32>
      %21 = "stablehlo.slice"(%16) {limit_indices = array<i64: 2, 9>, start_indices = array<i64: 0, 6>, strides = array<i64: 1, 1>} : (tensor<2x12xf32>) -> tensor<2x3xf32>
      %22 = "stablehlo.tanh"(%21) : (tensor<2x3xf32>) -> tensor<2x3xf32>
      %23 = "stablehlo.slice"(%16) {limit_indices = array<i64: 2, 12>, start_indices = array<i64: 0, 9>, strides = array<i64: 1, 1>} : (tensor<2x12xf32>) -> tensor<2x3xf32>
      %24 = "stablehlo.logistic"(%23) : (tensor<2x3xf32>) -> tensor<2x3xf32>
      %25 = "stablehlo.multiply"(%20, %arg7) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %26 = "stablehlo.multiply"(%18, %22) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %27 = "stablehlo.add"(%25, %26) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %28 = "stablehlo.tanh"(%27) : (tensor<2x3xf32>) -> tensor<2x3xf32>
      %29 = "stablehlo.multiply"(%24, %28) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %30 = "stablehlo.dot_general"(%29, %arg13) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
      %31 = "stablehlo.concatenate"(%18, %20, %22, %24) {dimension = 1 : i64} : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x12xf32>
      %32 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
      %33 = "stablehlo.add"(%arg5, %32) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %34 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %35 = "stablehlo.reshape"(%30) : (tensor<2x2xf32>) -> tensor<1x2x2xf32>
      %36 = "stablehlo.dynamic_update_slice"(%arg8, %35, %11, %34, %34) : (tensor<4x2x2xf32>, tensor<1x2x2xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<4x2x2xf32>
      %37 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %38 = "stablehlo.reshape"(%27) : (tensor<2x3xf32>) -> tensor<1x2x3xf32>
      %39 = "stablehlo.dynamic_update_slice"(%arg9, %38, %11, %37, %37) : (tensor<4x2x3xf32>, tensor<1x2x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<4x2x3xf32>
      %40 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %41 = "stablehlo.reshape"(%31) : (tensor<2x12xf32>) -> tensor<1x2x12xf32>
      %42 = "stablehlo.dynamic_update_slice"(%arg10, %41, %11, %40, %40) : (tensor<4x2x12xf32>, tensor<1x2x12xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<4x2x12xf32>
      "stablehlo.return"(%33, %30, %27, %36, %39, %42, %arg11, %arg12, %arg13) : (tensor<i64>, tensor<2x2xf32>, tensor<2x3xf32>, tensor<4x2x2xf32>, tensor<4x2x3xf32>, tensor<4x2x12xf32>, tensor<4x2x12xf32>, tensor<2x12xf32>, tensor<3x2xf32>) -> ()
    }) : (tensor<i64>, tensor<2x2xf32>, tensor<2x3xf32>, tensor<4x2x2xf32>, tensor<4x2x3xf32>, tensor<4x2x12xf32>, tensor<4x2x12xf32>, tensor<2x12xf32>, tensor<3x2xf32>) -> (tensor<i64>, tensor<2x2xf32>, tensor<2x3xf32>, tensor<4x2x2xf32>, tensor<4x2x3xf32>, tensor<4x2x12xf32>, tensor<4x2x12xf32>, tensor<2x12xf32>, tensor<3x2xf32>)
    return %9#3, %9#1, %9#2, %9#4, %9#5 : tensor<4x2x2xf32>, tensor<2x2xf32>, tensor<2x3xf32>, tensor<4x2x3xf32>, tensor<4x2x12xf32>
  }
}
