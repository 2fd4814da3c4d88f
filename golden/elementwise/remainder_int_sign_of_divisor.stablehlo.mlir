module {
  func.func @main(%arg0: tensor<7xi64>, %arg1: tensor<7xi64>) -> (tensor<7xi64>, tensor<1xi1>) {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<7xi64>
    %2 = "stablehlo.compare"(%arg1, %1) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi1>
    %3 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %4 = "stablehlo.reduce"(%2, %3) ({
    ^bb0(%arg2: tensor<i1>, %arg3: tensor<i1>):
      %16 = "stablehlo.or"(%arg2, %arg3) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%16) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<7xi1>, tensor<i1>) -> tensor<i1>
    %5 = "stablehlo.remainder"(%arg0, %arg1) : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>
    %6 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<7xi64>
    %8 = "stablehlo.compare"(%5, %7) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi1>
    %9 = "stablehlo.compare"(%arg1, %7) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi1>
    %10 = "stablehlo.xor"(%8, %9) : (tensor<7xi1>, tensor<7xi1>) -> tensor<7xi1>
    %11 = "stablehlo.compare"(%5, %7) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi1>
    %12 = "stablehlo.and"(%10, %11) : (tensor<7xi1>, tensor<7xi1>) -> tensor<7xi1>
    %13 = "stablehlo.add"(%5, %arg1) : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>
    %14 = "stablehlo.select"(%12, %13, %5) : (tensor<7xi1>, tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>
    %15 = "stablehlo.reshape"(%4) : (tensor<i1>) -> tensor<1xi1>
    return %14, %15 : tensor<7xi64>, tensor<1xi1>
  }
}
