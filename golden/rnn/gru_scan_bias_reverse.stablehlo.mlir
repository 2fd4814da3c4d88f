module {
  func.func @main(%arg0: tensor<4x2x9xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<9x3xf32>, %arg3: tensor<9xf32>) -> (tensor<4x2x3xf32>, tensor<2x3xf32>, tensor<4x2x12xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x2x3xf32>
    %2 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x2x12xf32>
    %4 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %5 = "stablehlo.transpose"(%arg2) {permutation = array<i64: 1, 0>} : (tensor<9x3xf32>) -> tensor<3x9xf32>
    %6:7 = "stablehlo.while"(%4, %arg1, %1, %3, %arg0, %5, %arg3) ({
    ^bb0(%arg4: tensor<i64>, %arg5: tensor<2x3xf32>, %arg6: tensor<4x2x3xf32>, %arg7: tensor<4x2x12xf32>, %arg8: tensor<4x2x9xf32>, %arg9: tensor<3x9xf32>, %arg10: tensor<9xf32>):
      %7 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
      %8 = "stablehlo.compare"(%arg4, %7) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%8) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg4: tensor<i64>, %arg5: tensor<2x3xf32>, %arg6: tensor<4x2x3xf32>, %arg7: tensor<4x2x12xf32>, %arg8: tensor<4x2x9xf32>, %arg9: tensor<3x9xf32>, %arg10: tensor<9xf32>):
      %7 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
      %8 = "stablehlo.subtract"(%7, %arg4) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %9 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %10 = "stablehlo.dynamic_slice"(%arg8, %8, %9, %9) {slice_sizes = array<i64: 1, 2, 9>} : (tensor<4x2x9xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x2x9xf32>
      %11 = "stablehlo.reshape"(%10) : (tensor<1x2x9xf32>) -> tensor<2x9xf32>
      %12 = "stablehlo.dot_general"(%arg5, %arg9) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x3xf32>, tensor<3x9xf32>) -> tensor<2x9xf32>
      %13 = "stablehlo.broadcast_in_dim"(%arg10) {broadcast_dimensions = array<i64: 1>} : (tensor<9xf32>) -> tensor<2x9xf32>
      %14 = "stablehlo.add"(%12, %13) : (tensor<2x9xf32>, tensor<2x9xf32>) -> tensor<2x9xf32>
      %15 = "stablehlo.slice"(%11) {limit_indices = array<i64: 2, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<2x9xf32>) -> tensor<2x3xf32>
      %16 = "stablehlo.slice"(%14) {limit_indices = array<i64: 2, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<2x9xf32>) -> tensor<2x3xf32>
      %17 = "stablehlo.add"(%15, %16) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %18 = "stablehlo.logistic"(%17) : (tensor<2x3xf32>) -> tensor<2x3xf32>
      %19 = "stablehlo.slice"(%11) {limit_indices = array<i64: 2, 6>, start_indices = array<i64: 0, 3>, strides = array<i64: 1, 1>} : (tensor<2x9xf32>) -> tensor<2x3xf32>
      %20 = "stablehlo.slice"(%14) {limit_indices = array<i64: 2, 6>, start_indices = array<i64: 0, 3>, strides = array<i64: 1, 1>} : (tensor<2x9xf32>) -> tensor<2x3xf32>
      %21 = "stablehlo.add"(%19, %20) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %22 = "stablehlo.logistic"(%21) : (tensor<2x3xf32>) -> tensor<2x3xf32>
      %23 = "stablehlo.slice"(%14) {limit_indices = array<i64: 2, 9>, start_indices = array<i64: 0, 6>, strides = array<i64: 1, 1>} : (tensor<2x9xf32>) -> tensor<2x3xf32>
      %24 = "stablehlo.slice"(%11) {limit_indices = array<i64: 2, 9>, start_indices = array<i64: 0, 6>, strides = array<i64: 1, 1>} : (tensor<2x9xf32>) -> tensor<2x3xf32>
      %25 = "stablehlo.multiply"(%18, %23) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %26 = "stablehlo.add"(%24, %25) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %27 = "stablehlo.tanh"(%26) : (tensor<2x3xf32>) -> tensor<2x3xf32>
      %28 = "stablehlo.subtract"(%arg5, %27) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %29 = "stablehlo.multiply"(%28, %22) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %30 = "stablehlo.add"(%29, %27) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %31 = "stablehlo.concatenate"(%18, %22, %27, %23) {dimension = 1 : i64} : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x12xf32>
      %32 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
      %33 = "stablehlo.add"(%arg4, %32) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %34 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %35 = "stablehlo.reshape"(%30) : (tensor<2x3xf32>) -> tensor<1x2x3xf32>
      %36 = "stablehlo.dynamic_update_slice"(%arg6, %35, %8, %34, %34) : (tensor<4x2x3xf32>, tensor<1x2x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<4x2x3xf32>
      %37 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %38 = "stablehlo.reshape"(%31) : (tensor<2x12xf32>) -> tensor<1x2x12xf32>
      %39 = "stablehlo.dynamic_update_slice"(%arg7, %38, %8, %37, %37) : (tensor<4x2x12xf32>, tensor<1x2x12xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<4x2x12xf32>
      "stablehlo.return"(%33, %30, %36, %39, %arg8, %arg9, %arg10) : (tensor<i64>, tensor<2x3xf32>, tensor<4x2x3xf32>, tensor<4x2x12xf32>, tensor<4x2x9xf32>, tensor<3x9xf32>, tensor<9xf32>) -> ()
    }) : (tensor<i64>, tensor<2x3xf32>, tensor<4x2x3xf32>, tensor<4x2x12xf32>, tensor<4x2x9xf32>, tensor<3x9xf32>, tensor<9xf32>) -> (tensor<i64>, tensor<2x3xf32>, tensor<4x2x3xf32>, tensor<4x2x12xf32>, tensor<4x2x9xf32>, tensor<3x9xf32>, tensor<9xf32>)
    return %6#2, %6#1, %6#3 : tensor<4x2x3xf32>, tensor<2x3xf32>, tensor<4x2x12xf32>
  }
}
