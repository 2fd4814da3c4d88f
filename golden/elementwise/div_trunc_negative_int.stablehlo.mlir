module {
  func.func @main(%arg0: tensor<8xi32>, %arg1: tensor<8xi32>) -> (tensor<8xi32>, tensor<1xi1>) {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<8xi32>
    %2 = "stablehlo.compare"(%arg1, %1) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %3 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %4 = "stablehlo.reduce"(%2, %3) ({
    ^bb0(%arg2: tensor<i1>, %arg3: tensor<i1>):
      %8 = "stablehlo.or"(%arg2, %arg3) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%8) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<8xi1>, tensor<i1>) -> tensor<i1>
    %5 = "stablehlo.divide"(%arg0, %arg1) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %6 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %7 = "stablehlo.reshape"(%4) : (tensor<i1>) -> tensor<1xi1>
    return %5, %7 : tensor<8xi32>, tensor<1xi1>
  }
}
