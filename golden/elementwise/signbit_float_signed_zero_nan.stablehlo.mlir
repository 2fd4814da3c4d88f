module {
  func.func @main(%arg0: tensor<6xf32>) -> tensor<6xi1> {
    %0 = "stablehlo.bitcast_convert"(%arg0) : (tensor<6xf32>) -> tensor<6xi32>
    %1 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<6xi32>
    %3 = "stablehlo.compare"(%0, %2) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    return %3 : tensor<6xi1>
  }
}
