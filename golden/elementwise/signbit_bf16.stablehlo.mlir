module {
  func.func @main(%arg0: tensor<8xbf16>) -> tensor<8xi1> {
    %0 = "stablehlo.bitcast_convert"(%arg0) : (tensor<8xbf16>) -> tensor<8xi16>
    %1 = "stablehlo.constant"() {value = dense<0> : tensor<i16>} : () -> tensor<i16>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<i16>) -> tensor<8xi16>
    %3 = "stablehlo.compare"(%0, %2) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<8xi16>, tensor<8xi16>) -> tensor<8xi1>
    return %3 : tensor<8xi1>
  }
}
