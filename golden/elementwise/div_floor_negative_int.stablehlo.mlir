module {
  func.func @main(%arg0: tensor<8xi64>, %arg1: tensor<8xi64>) -> tensor<8xi64> {
    %0 = "stablehlo.divide"(%arg0, %arg1) : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %1 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8xi64>
    %3 = "stablehlo.remainder"(%arg0, %arg1) : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %4 = "stablehlo.compare"(%3, %2) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %5 = "stablehlo.compare"(%arg0, %2) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %6 = "stablehlo.compare"(%arg1, %2) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %7 = "stablehlo.xor"(%5, %6) : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %8 = "stablehlo.and"(%4, %7) : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %9 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8xi64>
    %11 = "stablehlo.subtract"(%0, %10) : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %12 = "stablehlo.select"(%8, %11, %0) : (tensor<8xi1>, tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    return %12 : tensor<8xi64>
  }
}
