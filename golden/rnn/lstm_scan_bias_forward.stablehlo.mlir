module {
  func.func @main(%arg0: tensor<4x2x12xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<2x3xf32>, %arg3: tensor<12x3xf32>, %arg4: tensor<12xf32>) -> (tensor<4x2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<4x2x3xf32>, tensor<4x2x12xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x2x3xf32>
    %2 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x2x3xf32>
    %4 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x2x12xf32>
    %6 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %7 = "stablehlo.transpose"(%arg3) {permutation = array<i64: 1, 0>} : (tensor<12x3xf32>) -> tensor<3x12xf32>
    %8:9 = "stablehlo.while"(%6, %arg1, %arg2, %1, %3, %5, %arg0, %7, %arg4) ({
    ^bb0(%arg5: tensor<i64>, %arg6: tensor<2x3xf32>, %arg7: tensor<2x3xf32>, %arg8: tensor<4x2x3xf32>, %arg9: tensor<4x2x3xf32>, %arg10: tensor<4x2x12xf32>, %arg11: tensor<4x2x12xf32>, %arg12: tensor<3x12xf32>, %arg13: tensor<12xf32>):
      %9 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
      %10 = "stablehlo.compare"(%arg5, %9) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%10) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg5: tensor<i64>, %arg6: tensor<2x3xf32>, %arg7: tensor<2x3xf32>, %arg8: tensor<4x2x3xf32>, %arg9: tensor<4x2x3xf32>, %arg10: tensor<4x2x12xf32>, %arg11: tensor<4x2x12xf32>, %arg12: tensor<3x12xf32>, %arg13: tensor<12xf32>):
      %9 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %10 = "stablehlo.dynamic_slice"(%arg11, %arg5, %9, %9) {slice_sizes = array<i64: 1, 2, 12>} : (tensor<4x2x12xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x2x12xf32>
      %11 = "stablehlo.reshape"(%10) : (tensor<1x2x12xf32>) -> tensor<2x12xf32>
      %12 = "stablehlo.dot_general"(%arg6, %arg12) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x3xf32>, tensor<3x12xf32>) -> tensor<2x12xf32>
      %13 = "stablehlo.add"(%11, %12) : (tensor<2x12xf32>, tensor<2x12xf32>) -> tensor<2x12xf32>
      %14 = "stablehlo.broadcast_in_dim"(%arg13) {broadcast_dimensions = array<i64: 1>} : (tensor<12xf32>) -> tensor<2x12xf32>
      %15 = "stablehlo.add"(%13, %14) : (tensor<2x12xf32>, tensor<2x12xf32>) -> tensor<2x12xf32>
      %16 = "stablehlo.slice"(%15) {limit_indices = array<i64: 2, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<2x12xf32>) -> tensor<2x3xf32>
      %17 = "stablehlo.logistic"(%16) : (tensor<2x3xf32>) -> tensor<2x3xf32>
      %18 = "stablehlo.slice"(%15) {limit_indices = array<i64: 2, 6>, start_indices = array<i64: 0, 3>, strides = array<i64: 1, 1>} : (tensor<2x12xf32>) -> tensor<2x3xf32>
      %19 = "stablehlo.logistic"(%18) : (tensor<2x3xf32>) -> tensor<2x3xf32>
      %20 = "stablehlo.slice"(%15) {limit_indices = array<i64: 2, 9>, start_indices = array<i64: 0, 6>, strides = array<i64: 1, 1>} : (tensor<2x12xf32>) -> tensor<2x3xf32>
      %21 = "stablehlo.tanh"(%20) : (tensor<2x3xf32>) -> tensor<2x3xf32>
      %22 = "stablehlo.slice"(%15) {limit_indices = array<i64: 2, 12>, start_indices = array<i64: 0, 9>, strides = array<i64: 1, 1>} : (tensor<2x12xf32>) -> tensor<2x3xf32>
      %23 = "stablehlo.logistic"(%22) : (tensor<2x3xf32>) -> tensor<2x3xf32>
      %24 = "stablehlo.multiply"(%19, %arg7) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %25 = "stablehlo.multiply"(%17, %21) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %26 = "stablehlo.add"(%24, %25) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %27 = "stablehlo.tanh"(%26) : (tensor<2x3xf32>) -> tensor<2x3xf32>
      %28 = "stablehlo.multiply"(%23, %27) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %29 = "stablehlo.concatenate"(%17, %19, %21, %23) {dimension = 1 : i64} : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x12xf32>
      %30 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
      %31 = "stablehlo.add"(%arg5, %30) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %32 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %33 = "stablehlo.reshape"(%28) : (tensor<2x3xf32>) -> tensor<1x2x3xf32>
      %34 = "stablehlo.dynamic_update_slice"(%arg8, %33, %arg5, %32, %32) : (tensor<4x2x3xf32>, tensor<1x2x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<4x2x3xf32>
      %35 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %36 = "stablehlo.reshape"(%26) : (tensor<2x3xf32>) -> tensor<1x2x3xf32>
      %37 = "stablehlo.dynamic_update_slice"(%arg9, %36, %arg5, %35, %35) : (tensor<4x2x3xf32>, tensor<1x2x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<4x2x3xf32>
      %38 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %39 = "stablehlo.reshape"(%29) : (tensor<2x12xf32>) -> tensor<1x2x12xf32>
      %40 = "stablehlo.dynamic_update_slice"(%arg10, %39, %arg5, %38, %38) : (tensor<4x2x12xf32>, tensor<1x2x12xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<4x2x12xf32>
      "stablehlo.return"(%31, %28, %26, %34, %37, %40, %arg11, %arg12, %arg13) : (tensor<i64>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<4x2x3xf32>, tensor<4x2x3xf32>, tensor<4x2x12xf32>, tensor<4x2x12xf32>, tensor<3x12xf32>, tensor<12xf32>) -> ()
    }) : (tensor<i64>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<4x2x3xf32>, tensor<4x2x3xf32>, tensor<4x2x12xf32>, tensor<4x2x12xf32>, tensor<3x12xf32>, tensor<12xf32>) -> (tensor<i64>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<4x2x3xf32>, tensor<4x2x3xf32>, tensor<4x2x12xf32>, tensor<4x2x12xf32>, tensor<3x12xf32>, tensor<12xf32>)
    return %8#3, %8#1, %8#2, %8#4, %8#5 : tensor<4x2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<4x2x3xf32>, tensor<4x2x12xf32>
  }
}
