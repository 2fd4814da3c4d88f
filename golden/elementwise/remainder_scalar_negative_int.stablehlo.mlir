module {
  func.func @main(%arg0: tensor<12xi32>) -> tensor<12xi32> {
    %0 = "stablehlo.constant"() {value = dense<-4> : tensor<i32>} : () -> tensor<i32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<12xi32>
    %2 = "stablehlo.remainder"(%arg0, %1) : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %3 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<12xi32>
    %5 = "stablehlo.compare"(%2, %4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %6 = "stablehlo.compare"(%1, %4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %7 = "stablehlo.xor"(%5, %6) : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    %8 = "stablehlo.compare"(%2, %4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %9 = "stablehlo.and"(%7, %8) : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    %10 = "stablehlo.add"(%2, %1) : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %11 = "stablehlo.select"(%9, %10, %2) : (tensor<12xi1>, tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    return %11 : tensor<12xi32>
  }
}
