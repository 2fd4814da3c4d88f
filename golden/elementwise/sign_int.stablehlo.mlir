module {
  func.func @main(%arg0: tensor<3x4xi64>) -> tensor<3x4xi64> {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x4xi64>
    %2 = "stablehlo.compare"(%arg0, %1) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi1>
    %3 = "stablehlo.convert"(%2) : (tensor<3x4xi1>) -> tensor<3x4xi64>
    %4 = "stablehlo.compare"(%arg0, %1) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi1>
    %5 = "stablehlo.convert"(%4) : (tensor<3x4xi1>) -> tensor<3x4xi64>
    %6 = "stablehlo.subtract"(%3, %5) : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi64>
    return %6 : tensor<3x4xi64>
  }
}
