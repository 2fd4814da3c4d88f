module {
  func.func @main(%arg0: tensor<12xi32>) -> (tensor<12xi32>, tensor<1xi1>) {
    %0 = "stablehlo.constant"() {value = dense<-4> : tensor<i32>} : () -> tensor<i32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<12xi32>
    %2 = "stablehlo.constant"() {value = dense<-4> : tensor<i32>} : () -> tensor<i32>
    %3 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %4 = "stablehlo.compare"(%2, %3) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5 = "stablehlo.remainder"(%arg0, %1) : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %6 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<12xi32>
    %8 = "stablehlo.compare"(%5, %7) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %9 = "stablehlo.compare"(%1, %7) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %10 = "stablehlo.xor"(%8, %9) : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    %11 = "stablehlo.compare"(%5, %7) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %12 = "stablehlo.and"(%10, %11) : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    %13 = "stablehlo.add"(%5, %1) : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %14 = "stablehlo.select"(%12, %13, %5) : (tensor<12xi1>, tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %15 = "stablehlo.reshape"(%4) : (tensor<i1>) -> tensor<1xi1>
    return %14, %15 : tensor<12xi32>, tensor<1xi1>
  }
}
