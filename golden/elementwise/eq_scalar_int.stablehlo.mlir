module {
  func.func @main(%arg0: tensor<3x4xi8>) -> tensor<3x4xi1> {
    %0 = "stablehlo.constant"() {value = dense<2> : tensor<i8>} : () -> tensor<i8>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i8>) -> tensor<3x4xi8>
    %2 = "stablehlo.compare"(%arg0, %1) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x4xi8>, tensor<3x4xi8>) -> tensor<3x4xi1>
    return %2 : tensor<3x4xi1>
  }
}
