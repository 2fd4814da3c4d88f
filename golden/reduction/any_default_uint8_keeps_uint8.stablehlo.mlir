module {
  func.func @main(%arg0: tensor<3xui8>) -> tensor<ui8> {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<ui8>} : () -> tensor<ui8>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<ui8>) -> tensor<3xui8>
    %2 = "stablehlo.compare"(%arg0, %1) {compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<3xui8>, tensor<3xui8>) -> tensor<3xi1>
    %3 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %4 = "stablehlo.reduce"(%2, %3) ({
    ^bb0(%arg1: tensor<i1>, %arg2: tensor<i1>):
      %6 = "stablehlo.or"(%arg1, %arg2) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%6) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
    %5 = "stablehlo.convert"(%4) : (tensor<i1>) -> tensor<ui8>
    return %5 : tensor<ui8>
  }
}
