module {
  func.func @main(%arg0: tensor<6xf32>, %arg1: tensor<6xf32>) -> tensor<6xf32> {
    %0 = "stablehlo.abs"(%arg0) : (tensor<6xf32>) -> tensor<6xf32>
    %1 = "stablehlo.bitcast_convert"(%arg1) : (tensor<6xf32>) -> tensor<6xi32>
    %2 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<6xi32>
    %4 = "stablehlo.compare"(%1, %3) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %5 = "stablehlo.negate"(%0) : (tensor<6xf32>) -> tensor<6xf32>
    %6 = "stablehlo.select"(%4, %5, %0) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    return %6 : tensor<6xf32>
  }
}
