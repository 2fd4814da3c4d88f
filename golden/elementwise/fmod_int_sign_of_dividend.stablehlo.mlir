module {
  func.func @main(%arg0: tensor<7xi64>, %arg1: tensor<7xi64>) -> (tensor<7xi64>, tensor<1xi1>) {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<7xi64>
    %2 = "stablehlo.compare"(%arg1, %1) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi1>
    %3 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %4 = "stablehlo.reduce"(%2, %3) ({
    ^bb0(%arg2: tensor<i1>, %arg3: tensor<i1>):
      %7 = "stablehlo.or"(%arg2, %arg3) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%7) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<7xi1>, tensor<i1>) -> tensor<i1>
    %5 = "stablehlo.remainder"(%arg0, %arg1) : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>
    %6 = "stablehlo.reshape"(%4) : (tensor<i1>) -> tensor<1xi1>
    return %5, %6 : tensor<7xi64>, tensor<1xi1>
  }
}
