module {
  func.func @main(%arg0: tensor<4x2x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<3x3xf32>, %arg3: tensor<4x2x3xf32>) -> (tensor<4x2x3xf32>, tensor<2x3xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x2x3xf32>
    %2 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %3:6 = "stablehlo.while"(%2, %arg1, %1, %arg0, %arg2, %arg3) ({
    ^bb0(%arg4: tensor<i64>, %arg5: tensor<2x3xf32>, %arg6: tensor<4x2x3xf32>, %arg7: tensor<4x2x3xf32>, %arg8: tensor<3x3xf32>, %arg9: tensor<4x2x3xf32>):
      %4 = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
      %5 = "stablehlo.compare"(%arg4, %4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%5) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg4: tensor<i64>, %arg5: tensor<2x3xf32>, %arg6: tensor<4x2x3xf32>, %arg7: tensor<4x2x3xf32>, %arg8: tensor<3x3xf32>, %arg9: tensor<4x2x3xf32>):
      %4 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
      %5 = "stablehlo.subtract"(%4, %arg4) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %6 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %7 = "stablehlo.dynamic_slice"(%arg7, %5, %6, %6) {slice_sizes = array<i64: 1, 2, 3>} : (tensor<4x2x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x2x3xf32>
      %8 = "stablehlo.reshape"(%7) : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
      %9 = "stablehlo.add"(%8, %arg5) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %10 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %11 = "stablehlo.dynamic_slice"(%arg9, %5, %10, %10) {slice_sizes = array<i64: 1, 2, 3>} : (tensor<4x2x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x2x3xf32>
      %12 = "stablehlo.reshape"(%11) : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
      %13 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
      %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3xf32>
      %15 = "stablehlo.compare"(%12, %14) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
      %16 = "stablehlo.select"(%15, %9, %14) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %17 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
      %18 = "stablehlo.add"(%arg4, %17) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %19 = "stablehlo.dot_general"(%16, %arg8) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x3xf32>, tensor<3x3xf32>) -> tensor<2x3xf32>
      %20 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %21 = "stablehlo.reshape"(%16) : (tensor<2x3xf32>) -> tensor<1x2x3xf32>
      %22 = "stablehlo.dynamic_update_slice"(%arg6, %21, %5, %20, %20) : (tensor<4x2x3xf32>, tensor<1x2x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<4x2x3xf32>
      "stablehlo.return"(%18, %19, %22, %arg7, %arg8, %arg9) : (tensor<i64>, tensor<2x3xf32>, tensor<4x2x3xf32>, tensor<4x2x3xf32>, tensor<3x3xf32>, tensor<4x2x3xf32>) -> ()
    }) : (tensor<i64>, tensor<2x3xf32>, tensor<4x2x3xf32>, tensor<4x2x3xf32>, tensor<3x3xf32>, tensor<4x2x3xf32>) -> (tensor<i64>, tensor<2x3xf32>, tensor<4x2x3xf32>, tensor<4x2x3xf32>, tensor<3x3xf32>, tensor<4x2x3xf32>)
    return %3#2, %3#1 : tensor<4x2x3xf32>, tensor<2x3xf32>
  }
}
