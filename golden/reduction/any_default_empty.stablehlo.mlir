module {
  func.func @main(%arg0: tensor<0x2xf32>) -> tensor<i1> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<0x2xf32>
    %2 = "stablehlo.compare"(%arg0, %1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<0x2xf32>, tensor<0x2xf32>) -> tensor<0x2xi1>
    %3 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %4 = "stablehlo.reduce"(%2, %3) ({
    ^bb0(%arg1: tensor<i1>, %arg2: tensor<i1>):
      %5 = "stablehlo.or"(%arg1, %arg2) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%5) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<0x2xi1>, tensor<i1>) -> tensor<i1>
    return %4 : tensor<i1>
  }
}
