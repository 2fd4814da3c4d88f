module {
  func.func @main(%arg0: tensor<2xi1>) -> tensor<2xi1> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<2xi1>) -> tensor<2xi64>
    %1 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<2xi64>
    %3 = "stablehlo.compare"(%0, %2) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    return %3 : tensor<2xi1>
  }
}
