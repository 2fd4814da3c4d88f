module {
  func.func @main(%arg0: tensor<f32>, %arg1: tensor<1xi64>) -> (tensor<f32>, tensor<1xi1>) {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1xi64>
    %2 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1xi64>
    %4 = "stablehlo.compare"(%arg1, %1) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi1>
    %5 = "stablehlo.compare"(%arg1, %3) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi1>
    %6 = "stablehlo.or"(%4, %5) : (tensor<1xi1>, tensor<1xi1>) -> tensor<1xi1>
    %7 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %8 = "stablehlo.reduce"(%6, %7) ({
    ^bb0(%arg2: tensor<i1>, %arg3: tensor<i1>):
      %10 = "stablehlo.or"(%arg2, %arg3) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%10) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %9 = "stablehlo.reshape"(%8) : (tensor<i1>) -> tensor<1xi1>
    return %arg0, %9 : tensor<f32>, tensor<1xi1>
  }
}
