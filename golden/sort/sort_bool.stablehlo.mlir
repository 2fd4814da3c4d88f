module {
  func.func @main(%arg0: tensor<9xi1>) -> (tensor<9xi1>, tensor<9xi64>) {
    %0 = "stablehlo.convert"(%arg0) : (tensor<9xi1>) -> tensor<9xui8>
    %1 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<9xi64>
    %2:2 = "stablehlo.sort"(%0, %1) ({
    ^bb0(%arg1: tensor<ui8>, %arg2: tensor<ui8>, %arg3: tensor<i64>, %arg4: tensor<i64>):
      %6 = "stablehlo.compare"(%arg1, %arg2) {compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
      "stablehlo.return"(%6) : (tensor<i1>) -> ()
    }) {dimension = 0 : i64, is_stable = true} : (tensor<9xui8>, tensor<9xi64>) -> (tensor<9xui8>, tensor<9xi64>)
    %3 = "stablehlo.constant"() {value = dense<0> : tensor<ui8>} : () -> tensor<ui8>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<ui8>) -> tensor<9xui8>
    %5 = "stablehlo.compare"(%2#0, %4) {compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<9xui8>, tensor<9xui8>) -> tensor<9xi1>
    return %5, %2#1 : tensor<9xi1>, tensor<9xi64>
  }
}
