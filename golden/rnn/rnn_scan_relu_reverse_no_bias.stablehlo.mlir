module {
  func.func @main(%arg0: tensor<4x2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<3x3xf32>) -> (tensor<4x2x3xf32>, tensor<2x3xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x2x3xf32>
    %2 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.transpose"(%arg2) {permutation = array<i64: 1, 0>} : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %4:5 = "stablehlo.while"(%2, %arg1, %1, %arg0, %3) ({
    ^bb0(%arg3: tensor<i64>, %arg4: tensor<2x3xf32>, %arg5: tensor<4x2x3xf32>, %arg6: tensor<4x2x3xf32>, %arg7: tensor<3x3xf32>):
      %5 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
      %6 = "stablehlo.compare"(%arg3, %5) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%6) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg3: tensor<i64>, %arg4: tensor<2x3xf32>, %arg5: tensor<4x2x3xf32>, %arg6: tensor<4x2x3xf32>, %arg7: tensor<3x3xf32>):
      %5 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
      %6 = "stablehlo.subtract"(%5, %arg3) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %7 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %8 = "stablehlo.dynamic_slice"(%arg6, %6, %7, %7) {slice_sizes = array<i64: 1, 2, 3>} : (tensor<4x2x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x2x3xf32>
      %9 = "stablehlo.reshape"(%8) : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
      %10 = "stablehlo.dot_general"(%arg4, %arg7) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x3xf32>, tensor<3x3xf32>) -> tensor<2x3xf32>
      %11 = "stablehlo.add"(%9, %10) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %12 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
      %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3xf32>
      %14 = "stablehlo.maximum"(%11, %13) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %15 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
      %16 = "stablehlo.add"(%arg3, %15) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %17 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %18 = "stablehlo.reshape"(%14) : (tensor<2x3xf32>) -> tensor<1x2x3xf32>
      %19 = "stablehlo.dynamic_update_slice"(%arg5, %18, %6, %17, %17) : (tensor<4x2x3xf32>, tensor<1x2x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<4x2x3xf32>
      "stablehlo.return"(%16, %14, %19, %arg6, %arg7) : (tensor<i64>, tensor<2x3xf32>, tensor<4x2x3xf32>, tensor<4x2x3xf32>, tensor<3x3xf32>) -> ()
    }) : (tensor<i64>, tensor<2x3xf32>, tensor<4x2x3xf32>, tensor<4x2x3xf32>, tensor<3x3xf32>) -> (tensor<i64>, tensor<2x3xf32>, tensor<4x2x3xf32>, tensor<4x2x3xf32>, tensor<3x3xf32>)
    return %4#2, %4#1 : tensor<4x2x3xf32>, tensor<2x3xf32>
  }
}
