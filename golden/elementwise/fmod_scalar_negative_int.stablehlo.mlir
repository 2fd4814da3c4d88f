module {
  func.func @main(%arg0: tensor<12xi64>) -> (tensor<12xi64>, tensor<1xi1>) {
    %0 = "stablehlo.constant"() {value = dense<-4> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<12xi64>
    %2 = "stablehlo.constant"() {value = dense<-4> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.compare"(%2, %3) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %5 = "stablehlo.remainder"(%arg0, %1) : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
    %6 = "stablehlo.reshape"(%4) : (tensor<i1>) -> tensor<1xi1>
    return %5, %6 : tensor<12xi64>, tensor<1xi1>
  }
}
