module {
  func.func @main(%arg0: tensor<4x3xf32>) -> tensor<4xi1> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x3xf32>
    %2 = "stablehlo.compare"(%arg0, %1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xi1>
    %3 = "stablehlo.constant"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
    %4 = "stablehlo.reduce"(%2, %3) ({
    ^bb0(%arg1: tensor<i1>, %arg2: tensor<i1>):
      %5 = "stablehlo.and"(%arg1, %arg2) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%5) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<4x3xi1>, tensor<i1>) -> tensor<4xi1>
    return %4 : tensor<4xi1>
  }
}
