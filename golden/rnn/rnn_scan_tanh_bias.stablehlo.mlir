module {
  func.func @main(%arg0: tensor<4x2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<3x3xf32>, %arg3: tensor<3xf32>) -> (tensor<4x2x3xf32>, tensor<2x3xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x2x3xf32>
    %2 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.transpose"(%arg2) {permutation = array<i64: 1, 0>} : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %4:6 = "stablehlo.while"(%2, %arg1, %1, %arg0, %3, %arg3) ({
    ^bb0(%arg4: tensor<i64>, %arg5: tensor<2x3xf32>, %arg6: tensor<4x2x3xf32>, %arg7: tensor<4x2x3xf32>, %arg8: tensor<3x3xf32>, %arg9: tensor<3xf32>):
      %5 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
      %6 = "stablehlo.compare"(%arg4, %5) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%6) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg4: tensor<i64>, %arg5: tensor<2x3xf32>, %arg6: tensor<4x2x3xf32>, %arg7: tensor<4x2x3xf32>, %arg8: tensor<3x3xf32>, %arg9: tensor<3xf32>):
      %5 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %6 = "stablehlo.dynamic_slice"(%arg7, %arg4, %5, %5) {slice_sizes = array<i64: 1, 2, 3>} : (tensor<4x2x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x2x3xf32>
      %7 = "stablehlo.reshape"(%6) : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
      %8 = "stablehlo.dot_general"(%arg5, %arg8) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x3xf32>, tensor<3x3xf32>) -> tensor<2x3xf32>
      %9 = "stablehlo.add"(%7, %8) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %10 = "stablehlo.broadcast_in_dim"(%arg9) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<2x3xf32>
      %11 = "stablehlo.add"(%9, %10) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %12 = "stablehlo.tanh"(%11) : (tensor<2x3xf32>) -> tensor<2x3xf32>
      %13 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
      %14 = "stablehlo.add"(%arg4, %13) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %15 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %16 = "stablehlo.reshape"(%12) : (tensor<2x3xf32>) -> tensor<1x2x3xf32>
      %17 = "stablehlo.dynamic_update_slice"(%arg6, %16, %arg4, %15, %15) : (tensor<4x2x3xf32>, tensor<1x2x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<4x2x3xf32>
      "stablehlo.return"(%14, %12, %17, %arg7, %arg8, %arg9) : (tensor<i64>, tensor<2x3xf32>, tensor<4x2x3xf32>, tensor<4x2x3xf32>, tensor<3x3xf32>, tensor<3xf32>) -> ()
    }) : (tensor<i64>, tensor<2x3xf32>, tensor<4x2x3xf32>, tensor<4x2x3xf32>, tensor<3x3xf32>, tensor<3xf32>) -> (tensor<i64>, tensor<2x3xf32>, tensor<4x2x3xf32>, tensor<4x2x3xf32>, tensor<3x3xf32>, tensor<3xf32>)
    return %4#2, %4#1 : tensor<4x2x3xf32>, tensor<2x3xf32>
  }
}
