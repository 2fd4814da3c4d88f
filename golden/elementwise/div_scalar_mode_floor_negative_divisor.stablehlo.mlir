module {
  func.func @main(%arg0: tensor<10xi64>) -> (tensor<10xi64>, tensor<1xi1>) {
    %0 = "stablehlo.constant"() {value = dense<-3> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<10xi64>
    %2 = "stablehlo.constant"() {value = dense<-3> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.compare"(%2, %3) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %5 = "stablehlo.divide"(%arg0, %1) : (tensor<10xi64>, tensor<10xi64>) -> tensor<10xi64>
    %6 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<10xi64>
    %8 = "stablehlo.remainder"(%arg0, %1) : (tensor<10xi64>, tensor<10xi64>) -> tensor<10xi64>
    %9 = "stablehlo.compare"(%8, %7) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<10xi64>, tensor<10xi64>) -> tensor<10xi1>
    %10 = "stablehlo.compare"(%arg0, %7) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<10xi64>, tensor<10xi64>) -> tensor<10xi1>
    %11 = "stablehlo.compare"(%1, %7) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<10xi64>, tensor<10xi64>) -> tensor<10xi1>
    %12 = "stablehlo.xor"(%10, %11) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %13 = "stablehlo.and"(%9, %12) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %14 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %15 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<10xi64>
    %16 = "stablehlo.subtract"(%5, %15) : (tensor<10xi64>, tensor<10xi64>) -> tensor<10xi64>
    %17 = "stablehlo.select"(%13, %16, %5) : (tensor<10xi1>, tensor<10xi64>, tensor<10xi64>) -> tensor<10xi64>
    %18 = "stablehlo.reshape"(%4) : (tensor<i1>) -> tensor<1xi1>
    return %17, %18 : tensor<10xi64>, tensor<1xi1>
  }
}
