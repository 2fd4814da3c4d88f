module {
  func.func @main(%arg0: tensor<4x2x9xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<9x3xf32>, %arg3: tensor<9xf32>) -> (tensor<4x2x3xf32>, tensor<2x3xf32>, tensor<4x2x12xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x2x3xf32>
    %2 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x2x12xf32>
    %4 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %5:7 = "stablehlo.while"(%4, %arg1, %1, %3, %arg0, %arg2, %arg3) ({
    ^bb0(%arg4: tensor<i64>, %arg5: tensor<2x3xf32>, %arg6: tensor<4x2x3xf32>, %arg7: tensor<4x2x12xf32>, %arg8: tensor<4x2x9xf32>, %arg9: tensor<9x3xf32>, %arg10: tensor<9xf32>):
      %6 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
      %7 = "stablehlo.compare"(%arg4, %6) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%7) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg4: tensor<i64>, %arg5: tensor<2x3xf32>, %arg6: tensor<4x2x3xf32>, %arg7: tensor<4x2x12xf32>, %arg8: tensor<4x2x9xf32>, %arg9: tensor<9x3xf32>, %arg10: tensor<9xf32>):
      %6 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
      %7 = "stablehlo.subtract"(%6, %arg4) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %8 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %9 = "stablehlo.dynamic_slice"(%arg8, %7, %8, %8) {slice_sizes = array<i64: 1, 2, 9>} : (tensor<4x2x9xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x2x9xf32>
      %10 = "stablehlo.reshape"(%9) : (tensor<1x2x9xf32>) -> tensor<2x9xf32>
      %11 = "stablehlo.dot_general"(%arg5, %arg9) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x3xf32>, tensor<9x3xf32>) -> tensor<2x9xf32>
      %12 = "stablehlo.broadcast_in_dim"(%arg10) {broadcast_dimensions = array<i64: 1>} : (tensor<9xf32>) -> tensor<2x9xf32>
      %13 = "stablehlo.add"(%11, %12) : (tensor<2x9xf32>, tensor<2x9xf32>) -> tensor<2x9xf32>
      %14 = "stablehlo.slice"(%10) {limit_indices = array<i64: 2, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<2x9xf32>) -> tensor<2x3xf32>
      %15 = "stablehlo.slice"(%13) {limit_indices = array<i64: 2, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<2x9xf32>) -> tensor<2x3xf32>
      %16 = "stablehlo.add"(%14, %15) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %17 = "stablehlo.logistic"(%16) : (tensor<2x3xf32>) -> tensor<2x3xf32>
      %18 = "stablehlo.slice"(%10) {limit_indices = array<i64: 2, 6>, start_indices = array<i64: 0, 3>, strides = array<i64: 1, 1>} : (tensor<2x9xf32>) -> tensor<2x3xf32>
      %19 = "stablehlo.slice"(%13) {limit_indices = array<i64: 2, 6>, start_indices = array<i64: 0, 3>, strides = array<i64: 1, 1>} : (tensor<2x9xf32>) -> tensor<2x3xf32>
      %20 = "stablehlo.add"(%18, %19) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %21 = "stablehlo.logistic"(%20) : (tensor<2x3xf32>) -> tensor<2x3xf32>
      %22 = "stablehlo.slice"(%13) {limit_indices = array<i64: 2, 9>, start_indices = array<i64: 0, 6>, strides = array<i64: 1, 1>} : (tensor<2x9xf32>) -> tensor<2x3xf32>
      %23 = "stablehlo.slice"(%10) {limit_indices = array<i64: 2, 9>, start_indices = array<i64: 0, 6>, strides = array<i64: 1, 1>} : (tensor<2x9xf32>) -> tensor<2x3xf32>
      %24 = "stablehlo.multiply"(%17, %22) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %25 = "stablehlo.add"(%23, %24) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %26 = "stablehlo.tanh"(%25) : (tensor<2x3xf32>) -> tensor<2x3xf32>
      %27 = "stablehlo.subtract"(%arg5, %26) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %28 = "stablehlo.multiply"(%27, %21) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %29 = "stablehlo.add"(%28, %26) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %30 = "stablehlo.concatenate"(%17, %21, %26, %22) {dimension = 1 : i64} : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x12xf32>
      %31 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
      %32 = "stablehlo.add"(%arg4, %31) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %33 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %34 = "stablehlo.reshape"(%29) : (tensor<2x3xf32>) -> tensor<1x2x3xf32>
      %35 = "stablehlo.dynamic_update_slice"(%arg6, %34, %7, %33, %33) : (tensor<4x2x3xf32>, tensor<1x2x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<4x2x3xf32>
      %36 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %37 = "stablehlo.reshape"(%30) : (tensor<2x12xf32>) -> tensor<1x2x12xf32>
      %38 = "stablehlo.dynamic_update_slice"(%arg7, %37, %7, %36, %36) : (tensor<4x2x12xf32>, tensor<1x2x12xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<4x2x12xf32>
      "stablehlo.return"(%32, %29, %35, %38, %arg8, %arg9, %arg10) : (tensor<i64>, tensor<2x3xf32>, tensor<4x2x3xf32>, tensor<4x2x12xf32>, tensor<4x2x9xf32>, tensor<9x3xf32>, tensor<9xf32>) -> ()
    }) : (tensor<i64>, tensor<2x3xf32>, tensor<4x2x3xf32>, tensor<4x2x12xf32>, tensor<4x2x9xf32>, tensor<9x3xf32>, tensor<9xf32>) -> (tensor<i64>, tensor<2x3xf32>, tensor<4x2x3xf32>, tensor<4x2x12xf32>, tensor<4x2x9xf32>, tensor<9x3xf32>, tensor<9xf32>)
    return %5#2, %5#1, %5#3 : tensor<4x2x3xf32>, tensor<2x3xf32>, tensor<4x2x12xf32>
  }
}
