module {
  func.func @main(%arg0: tensor<4x3xi64>, %arg1: tensor<2x3xi64>) -> tensor<4x3xi64> {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.pad"(%arg1, %0) {edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 2, 0>, interior_padding = array<i64: 0, 0>} : (tensor<2x3xi64>, tensor<i64>) -> tensor<4x3xi64>
    %2 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4x3xi64>
    %3 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4x3xi64>
    %5 = "stablehlo.subtract"(%2, %4) : (tensor<4x3xi64>, tensor<4x3xi64>) -> tensor<4x3xi64>
    %6 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4x3xi64>
    %8 = "stablehlo.compare"(%5, %7) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<4x3xi64>, tensor<4x3xi64>) -> tensor<4x3xi1>
    %9 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4x3xi64>
    %11 = "stablehlo.compare"(%5, %10) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<4x3xi64>, tensor<4x3xi64>) -> tensor<4x3xi1>
    %12 = "stablehlo.and"(%8, %11) : (tensor<4x3xi1>, tensor<4x3xi1>) -> tensor<4x3xi1>
    %13 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4x3xi64>
    %15 = "stablehlo.remainder"(%5, %14) : (tensor<4x3xi64>, tensor<4x3xi64>) -> tensor<4x3xi64>
    %16 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4x3xi64>
    %18 = "stablehlo.compare"(%15, %17) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<4x3xi64>, tensor<4x3xi64>) -> tensor<4x3xi1>
    %19 = "stablehlo.and"(%12, %18) : (tensor<4x3xi1>, tensor<4x3xi1>) -> tensor<4x3xi1>
    %20 = "stablehlo.select"(%19, %1, %arg0) : (tensor<4x3xi1>, tensor<4x3xi64>, tensor<4x3xi64>) -> tensor<4x3xi64>
    return %20 : tensor<4x3xi64>
  }
}
