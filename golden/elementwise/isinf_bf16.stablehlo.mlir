module {
  func.func @main(%arg0: tensor<14xbf16>) -> tensor<14xi1> {
    %0 = "stablehlo.abs"(%arg0) : (tensor<14xbf16>) -> tensor<14xbf16>
    %1 = "stablehlo.constant"() {value = dense<0x7F80> : tensor<bf16>} : () -> tensor<bf16>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<bf16>) -> tensor<14xbf16>
    %3 = "stablehlo.compare"(%0, %2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<14xbf16>, tensor<14xbf16>) -> tensor<14xi1>
    return %3 : tensor<14xi1>
  }
}
