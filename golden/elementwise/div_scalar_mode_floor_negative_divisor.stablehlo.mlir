module {
  func.func @main(%arg0: tensor<10xi64>) -> (tensor<10xi64>, tensor<1xi1>) {
    %0 = "stablehlo.constant"() {value = dense<-3> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<10xi64>
    %2 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<10xi64>
    %4 = "stablehlo.compare"(%1, %3) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<10xi64>, tensor<10xi64>) -> tensor<10xi1>
    %5 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %6 = "stablehlo.reduce"(%4, %5) ({
    ^bb0(%arg1: tensor<i1>, %arg2: tensor<i1>):
      %21 = "stablehlo.or"(%arg1, %arg2) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%21) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<10xi1>, tensor<i1>) -> tensor<i1>
    %7 = "stablehlo.divide"(%arg0, %1) : (tensor<10xi64>, tensor<10xi64>) -> tensor<10xi64>
    %8 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %9 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<10xi64>
    %10 = "stablehlo.remainder"(%arg0, %1) : (tensor<10xi64>, tensor<10xi64>) -> tensor<10xi64>
    %11 = "stablehlo.compare"(%10, %9) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<10xi64>, tensor<10xi64>) -> tensor<10xi1>
    %12 = "stablehlo.compare"(%arg0, %9) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<10xi64>, tensor<10xi64>) -> tensor<10xi1>
    %13 = "stablehlo.compare"(%1, %9) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<10xi64>, tensor<10xi64>) -> tensor<10xi1>
    %14 = "stablehlo.xor"(%12, %13) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %15 = "stablehlo.and"(%11, %14) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %16 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<10xi64>
    %18 = "stablehlo.subtract"(%7, %17) : (tensor<10xi64>, tensor<10xi64>) -> tensor<10xi64>
    %19 = "stablehlo.select"(%15, %18, %7) : (tensor<10xi1>, tensor<10xi64>, tensor<10xi64>) -> tensor<10xi64>
    %20 = "stablehlo.reshape"(%6) : (tensor<i1>) -> tensor<1xi1>
    return %19, %20 : tensor<10xi64>, tensor<1xi1>
  }
}
