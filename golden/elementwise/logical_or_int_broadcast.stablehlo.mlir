module {
  func.func @main(%arg0: tensor<3x4xi64>, %arg1: tensor<4xui8>) -> tensor<3x4xi1> {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x4xi64>
    %2 = "stablehlo.compare"(%arg0, %1) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi1>
    %3 = "stablehlo.constant"() {value = dense<0> : tensor<ui8>} : () -> tensor<ui8>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<ui8>) -> tensor<4xui8>
    %5 = "stablehlo.compare"(%arg1, %4) {compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64: 1>} : (tensor<4xi1>) -> tensor<3x4xi1>
    %7 = "stablehlo.or"(%2, %6) : (tensor<3x4xi1>, tensor<3x4xi1>) -> tensor<3x4xi1>
    return %7 : tensor<3x4xi1>
  }
}
