module {
  func.func @main(%arg0: tensor<3x4xi32>) -> tensor<3x4xi1> {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<3x4xi32>
    %2 = "stablehlo.compare"(%arg0, %1) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi1>
    return %2 : tensor<3x4xi1>
  }
}
