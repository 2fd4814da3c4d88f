module {
  func.func @main(%arg0: tensor<12xi64>) -> (tensor<12xi64>, tensor<1xi1>) {
    %0 = "stablehlo.constant"() {value = dense<-4> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<12xi64>
    %2 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<12xi64>
    %4 = "stablehlo.compare"(%1, %3) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi1>
    %5 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %6 = "stablehlo.reduce"(%4, %5) ({
    ^bb0(%arg1: tensor<i1>, %arg2: tensor<i1>):
      %9 = "stablehlo.or"(%arg1, %arg2) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%9) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xi1>, tensor<i1>) -> tensor<i1>
    %7 = "stablehlo.remainder"(%arg0, %1) : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
    %8 = "stablehlo.reshape"(%6) : (tensor<i1>) -> tensor<1xi1>
    return %7, %8 : tensor<12xi64>, tensor<1xi1>
  }
}
