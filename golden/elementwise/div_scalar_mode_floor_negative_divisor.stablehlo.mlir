module {
  func.func @main(%arg0: tensor<10xi64>) -> tensor<10xi64> {
    %0 = "stablehlo.constant"() {value = dense<-3> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<10xi64>
    %2 = "stablehlo.divide"(%arg0, %1) : (tensor<10xi64>, tensor<10xi64>) -> tensor<10xi64>
    %3 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<10xi64>
    %5 = "stablehlo.remainder"(%arg0, %1) : (tensor<10xi64>, tensor<10xi64>) -> tensor<10xi64>
    %6 = "stablehlo.compare"(%5, %4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<10xi64>, tensor<10xi64>) -> tensor<10xi1>
    %7 = "stablehlo.compare"(%arg0, %4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<10xi64>, tensor<10xi64>) -> tensor<10xi1>
    %8 = "stablehlo.compare"(%1, %4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<10xi64>, tensor<10xi64>) -> tensor<10xi1>
    %9 = "stablehlo.xor"(%7, %8) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %10 = "stablehlo.and"(%6, %9) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %11 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<10xi64>
    %13 = "stablehlo.subtract"(%2, %12) : (tensor<10xi64>, tensor<10xi64>) -> tensor<10xi64>
    %14 = "stablehlo.select"(%10, %13, %2) : (tensor<10xi1>, tensor<10xi64>, tensor<10xi64>) -> tensor<10xi64>
    return %14 : tensor<10xi64>
  }
}
