module {
  func.func @main(%arg0: tensor<3xui8>) -> tensor<3xui8> {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<ui8>} : () -> tensor<ui8>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<ui8>) -> tensor<3xui8>
    %2 = "stablehlo.compare"(%arg0, %1) {compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<3xui8>, tensor<3xui8>) -> tensor<3xi1>
    %3 = "stablehlo.convert"(%2) : (tensor<3xi1>) -> tensor<3xui8>
    return %3 : tensor<3xui8>
  }
}
