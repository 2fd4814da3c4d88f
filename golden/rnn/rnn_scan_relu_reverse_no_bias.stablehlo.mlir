module {
  func.func @main(%arg0: tensor<4x2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<3x3xf32>) -> (tensor<4x2x3xf32>, tensor<2x3xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x2x3xf32>
    %2 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %3:5 = "stablehlo.while"(%2, %arg1, %1, %arg0, %arg2) ({
    ^bb0(%arg3: tensor<i64>, %arg4: tensor<2x3xf32>, %arg5: tensor<4x2x3xf32>, %arg6: tensor<4x2x3xf32>, %arg7: tensor<3x3xf32>):
      %4 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
      %5 = "stablehlo.compare"(%arg3, %4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%5) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg3: tensor<i64>, %arg4: tensor<2x3xf32>, %arg5: tensor<4x2x3xf32>, %arg6: tensor<4x2x3xf32>, %arg7: tensor<3x3xf32>):
      %4 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
      %5 = "stablehlo.subtract"(%4, %arg3) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %6 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %7 = "stablehlo.dynamic_slice"(%arg6, %5, %6, %6) {slice_sizes = array<i64: 1, 2, 3>} : (tensor<4x2x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x2x3xf32>
      %8 = "stablehlo.reshape"(%7) : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
      %9 = "stablehlo.dot_general"(%arg4, %arg7) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x3xf32>, tensor<3x3xf32>) -> tensor<2x3xf32>
      %10 = "stablehlo.add"(%8, %9) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %11 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
      %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3xf32>
      %13 = "stablehlo.maximum"(%10, %12) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %14 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
      %15 = "stablehlo.add"(%arg3, %14) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %16 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %17 = "stablehlo.reshape"(%13) : (tensor<2x3xf32>) -> tensor<1x2x3xf32>
      %18 = "stablehlo.dynamic_update_slice"(%arg5, %17, %5, %16, %16) : (tensor<4x2x3xf32>, tensor<1x2x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<4x2x3xf32>
      "stablehlo.return"(%15, %13, %18, %arg6, %arg7) : (tensor<i64>, tensor<2x3xf32>, tensor<4x2x3xf32>, tensor<4x2x3xf32>, tensor<3x3xf32>) -> ()
    }) : (tensor<i64>, tensor<2x3xf32>, tensor<4x2x3xf32>, tensor<4x2x3xf32>, tensor<3x3xf32>) -> (tensor<i64>, tensor<2x3xf32>, tensor<4x2x3xf32>, tensor<4x2x3xf32>, tensor<3x3xf32>)
    return %3#2, %3#1 : tensor<4x2x3xf32>, tensor<2x3xf32>
  }
}
