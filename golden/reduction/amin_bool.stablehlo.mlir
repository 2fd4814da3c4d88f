module {
  func.func @main(%arg0: tensor<4x3xi1>) -> tensor<4xi1> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<4x3xi1>) -> tensor<4x3xui8>
    %1 = "stablehlo.constant"() {value = dense<255> : tensor<ui8>} : () -> tensor<ui8>
    %2 = "stablehlo.reduce"(%0, %1) ({
    ^bb0(%arg1: tensor<ui8>, %arg2: tensor<ui8>):
      %6 = "stablehlo.minimum"(%arg1, %arg2) : (tensor<ui8>, tensor<ui8>) -> tensor<ui8>
      "stablehlo.return"(%6) : (tensor<ui8>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<4x3xui8>, tensor<ui8>) -> tensor<4xui8>
    %3 = "stablehlo.constant"() {value = dense<0> : tensor<ui8>} : () -> tensor<ui8>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<ui8>) -> tensor<4xui8>
    %5 = "stablehlo.compare"(%2, %4) {compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
    return %5 : tensor<4xi1>
  }
}
