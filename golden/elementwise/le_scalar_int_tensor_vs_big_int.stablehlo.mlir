module {
  func.func @main(%arg0: tensor<3xi64>) -> tensor<3xi1> {
    %0 = "stablehlo.constant"() {value = dense<1099511627776> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3xi64>
    %2 = "stablehlo.compare"(%arg0, %1) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    return %2 : tensor<3xi1>
  }
}
