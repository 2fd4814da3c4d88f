module {
  func.func @main(%arg0: tensor<5xi64>) -> (tensor<5xi64>, tensor<1xi1>) {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<5xi64>
    %2 = "stablehlo.compare"(%arg0, %1) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %3 = "stablehlo.constant"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
    %4 = "stablehlo.reduce"(%2, %3) ({
    ^bb0(%arg1: tensor<i1>, %arg2: tensor<i1>):
      %11 = "stablehlo.and"(%arg1, %arg2) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%11) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<5xi1>, tensor<i1>) -> tensor<i1>
    %5 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %6 = "stablehlo.compare"(%4, %5) {compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %7 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<5xi64>
    %9 = "stablehlo.add"(%arg0, %8) : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %10 = "stablehlo.reshape"(%6) : (tensor<i1>) -> tensor<1xi1>
    return %9, %10 : tensor<5xi64>, tensor<1xi1>
  }
}
