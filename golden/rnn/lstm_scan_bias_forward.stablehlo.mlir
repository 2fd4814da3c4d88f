module {
  func.func @main(%arg0: tensor<4x2x12xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<2x3xf32>, %arg3: tensor<12x3xf32>, %arg4: tensor<12xf32>) -> (tensor<4x2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<4x2x3xf32>, tensor<4x2x12xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x2x3xf32>
    %2 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x2x3xf32>
    %4 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x2x12xf32>
    %6 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %7:9 = "stablehlo.while"(%6, %arg1, %arg2, %1, %3, %5, %arg0, %arg3, %arg4) ({
    ^bb0(%arg5: tensor<i64>, %arg6: tensor<2x3xf32>, %arg7: tensor<2x3xf32>, %arg8: tensor<4x2x3xf32>, %arg9: tensor<4x2x3xf32>, %arg10: tensor<4x2x12xf32>, %arg11: tensor<4x2x12xf32>, %arg12: tensor<12x3xf32>, %arg13: tensor<12xf32>):
      %8 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
      %9 = "stablehlo.compare"(%arg5, %8) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%9) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg5: tensor<i64>, %arg6: tensor<2x3xf32>, %arg7: tensor<2x3xf32>, %arg8: tensor<4x2x3xf32>, %arg9: tensor<4x2x3xf32>, %arg10: tensor<4x2x12xf32>, %arg11: tensor<4x2x12xf32>, %arg12: tensor<12x3xf32>, %arg13: tensor<12xf32>):
      %8 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %9 = "stablehlo.dynamic_slice"(%arg11, %arg5, %8, %8) {slice_sizes = array<i64: 1, 2, 12>} : (tensor<4x2x12xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x2x12xf32>
      %10 = "stablehlo.reshape"(%9) : (tensor<1x2x12xf32>) -> tensor<2x12xf32>
      %11 = "stablehlo.dot_general"(%arg6, %arg12) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x3xf32>, tensor<12x3xf32>) -> tensor<2x12xf32>
      %12 = "stablehlo.add"(%10, %11) : (tensor<2x12xf32>, tensor<2x12xf32>) -> tensor<2x12xf32>
      %13 = "stablehlo.broadcast_in_dim"(%arg13) {broadcast_dimensions = array<i64: 1>} : (tensor<12xf32>) -> tensor<2x12xf32>
      %14 = "stablehlo.add"(%12, %13) : (tensor<2x12xf32>, tensor<2x12xf32>) -> tensor<2x12xf32>
      %15 = "stablehlo.slice"(%14) {limit_indices = array<i64: 2, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<2x12xf32>) -> tensor<2x3xf32>
      %16 = "stablehlo.logistic"(%15) : (tensor<2x3xf32>) -> tensor<2x3xf32>
      %17 = "stablehlo.slice"(%14) {limit_indices = array<i64: 2, 6>, start_indices = array<i64: 0, 3>, strides = array<i64: 1, 1>} : (tensor<2x12xf32>) -> tensor<2x3xf32>
      %18 = "stablehlo.logistic"(%17) : (tensor<2x3xf32>) -> tensor<2x3xf32>
      %19 = "stablehlo.slice"(%14) {limit_indices = array<i64: 2, 9>, start_indices = array<i64: 0, 6>, strides = array<i64: 1, 1>} : (tensor<2x12xf32>) -> tensor<2x3xf32>
      %20 = "stablehlo.tanh"(%19) : (tensor<2x3xf32>) -> tensor<2x3xf32>
      %21 = "stablehlo.slice"(%14) {limit_indices = array<i64: 2, 12>, start_indices = array<i64: 0, 9>, strides = array<i64: 1, 1>} : (tensor<2x12xf32>) -> tensor<2x3xf32>
      %22 = "stablehlo.logistic"(%21) : (tensor<2x3xf32>) -> tensor<2x3xf32>
      %23 = "stablehlo.multiply"(%18, %arg7) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %24 = "stablehlo.multiply"(%16, %20) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %25 = "stablehlo.add"(%23, %24) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %26 = "stablehlo.tanh"(%25) : (tensor<2x3xf32>) -> tensor<2x3xf32>
      %27 = "stablehlo.multiply"(%22, %26) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %28 = "stablehlo.concatenate"(%16, %18, %20, %22) {dimension = 1 : i64} : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x12xf32>
      %29 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
      %30 = "stablehlo.add"(%arg5, %29) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %31 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %32 = "stablehlo.reshape"(%27) : (tensor<2x3xf32>) -> tensor<1x2x3xf32>
      %33 = "stablehlo.dynamic_update_slice"(%arg8, %32, %arg5, %31, %31) : (tensor<4x2x3xf32>, tensor<1x2x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<4x2x3xf32>
      %34 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %35 = "stablehlo.reshape"(%25) : (tensor<2x3xf32>) -> tensor<1x2x3xf32>
      %36 = "stablehlo.dynamic_update_slice"(%arg9, %35, %arg5, %34, %34) : (tensor<4x2x3xf32>, tensor<1x2x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<4x2x3xf32>
      %37 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %38 = "stablehlo.reshape"(%28) : (tensor<2x12xf32>) -> tensor<1x2x12xf32>
      %39 = "stablehlo.dynamic_update_slice"(%arg10, %38, %arg5, %37, %37) : (tensor<4x2x12xf32>, tensor<1x2x12xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<4x2x12xf32>
      "stablehlo.return"(%30, %27, %25, %33, %36, %39, %arg11, %arg12, %arg13) : (tensor<i64>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<4x2x3xf32>, tensor<4x2x3xf32>, tensor<4x2x12xf32>, tensor<4x2x12xf32>, tensor<12x3xf32>, tensor<12xf32>) -> ()
    }) : (tensor<i64>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<4x2x3xf32>, tensor<4x2x3xf32>, tensor<4x2x12xf32>, tensor<4x2x12xf32>, tensor<12x3xf32>, tensor<12xf32>) -> (tensor<i64>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<4x2x3xf32>, tensor<4x2x3xf32>, tensor<4x2x12xf32>, tensor<4x2x12xf32>, tensor<12x3xf32>, tensor<12xf32>)
    return %7#3, %7#1, %7#2, %7#4, %7#5 : tensor<4x2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<4x2x3xf32>, tensor<4x2x12xf32>
  }
}
