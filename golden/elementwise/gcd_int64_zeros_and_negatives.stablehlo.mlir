module {
  func.func @main(%arg0: tensor<8xi64>, %arg1: tensor<8xi64>) -> tensor<8xi64> {
    %0 = "stablehlo.abs"(%arg0) : (tensor<8xi64>) -> tensor<8xi64>
    %1 = "stablehlo.abs"(%arg1) : (tensor<8xi64>) -> tensor<8xi64>
    %2:2 = "stablehlo.while"(%0, %1) ({
    ^bb0(%arg2: tensor<8xi64>, %arg3: tensor<8xi64>):
      %3 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8xi64>
      %5 = "stablehlo.compare"(%arg2, %4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
      %6 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
      %7 = "stablehlo.reduce"(%5, %6) ({
      ^bb0(%arg4: tensor<i1>, %arg5: tensor<i1>):
        %8 = "stablehlo.or"(%arg4, %arg5) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%8) : (tensor<i1>) -> ()
      }) {dimensions = array<i64: 0>} : (tensor<8xi1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%7) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg2: tensor<8xi64>, %arg3: tensor<8xi64>):
      %3 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
      %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8xi64>
      %5 = "stablehlo.compare"(%arg2, %4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
      %6 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
      %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8xi64>
      %8 = "stablehlo.select"(%5, %arg2, %7) : (tensor<8xi1>, tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
      %9 = "stablehlo.remainder"(%arg3, %8) : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
      %10 = "stablehlo.select"(%5, %9, %4) : (tensor<8xi1>, tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
      %11 = "stablehlo.select"(%5, %arg2, %arg3) : (tensor<8xi1>, tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
      "stablehlo.return"(%10, %11) : (tensor<8xi64>, tensor<8xi64>) -> ()
    }) : (tensor<8xi64>, tensor<8xi64>) -> (tensor<8xi64>, tensor<8xi64>)
    return %2#1 : tensor<8xi64>
  }
}
