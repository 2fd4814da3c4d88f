module {
  func.func @main(%arg0: tensor<7xi64>, %arg1: tensor<7xi64>) -> tensor<7xi64> {
    %0 = "stablehlo.remainder"(%arg0, %arg1) : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>
    %1 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<7xi64>
    %3 = "stablehlo.compare"(%0, %2) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi1>
    %4 = "stablehlo.compare"(%arg1, %2) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi1>
    %5 = "stablehlo.xor"(%3, %4) : (tensor<7xi1>, tensor<7xi1>) -> tensor<7xi1>
    %6 = "stablehlo.compare"(%0, %2) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi1>
    %7 = "stablehlo.and"(%5, %6) : (tensor<7xi1>, tensor<7xi1>) -> tensor<7xi1>
    %8 = "stablehlo.add"(%0, %arg1) : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>
    %9 = "stablehlo.select"(%7, %8, %0) : (tensor<7xi1>, tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>
    return %9 : tensor<7xi64>
  }
}
