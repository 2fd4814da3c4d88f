module {
  func.func @main(%arg0: tensor<12xi32>) -> (tensor<12xi32>, tensor<1xi1>) {
    %0 = "stablehlo.constant"() {value = dense<-4> : tensor<i32>} : () -> tensor<i32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<12xi32>
    %2 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<12xi32>
    %4 = "stablehlo.compare"(%1, %3) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %5 = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    %6 = "stablehlo.reduce"(%4, %5) ({
    ^bb0(%arg1: tensor<i1>, %arg2: tensor<i1>):
      %18 = "stablehlo.or"(%arg1, %arg2) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%18) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<12xi1>, tensor<i1>) -> tensor<i1>
    %7 = "stablehlo.remainder"(%arg0, %1) : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %8 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %9 = "stablehlo.broadcast_in_dim"(%8) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<12xi32>
    %10 = "stablehlo.compare"(%7, %9) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %11 = "stablehlo.compare"(%1, %9) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %12 = "stablehlo.xor"(%10, %11) : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    %13 = "stablehlo.compare"(%7, %9) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %14 = "stablehlo.and"(%12, %13) : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    %15 = "stablehlo.add"(%7, %1) : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %16 = "stablehlo.select"(%14, %15, %7) : (tensor<12xi1>, tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %17 = "stablehlo.reshape"(%6) : (tensor<i1>) -> tensor<1xi1>
    return %16, %17 : tensor<12xi32>, tensor<1xi1>
  }
}
