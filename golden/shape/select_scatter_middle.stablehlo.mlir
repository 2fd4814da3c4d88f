module {
  func.func @main(%arg0: tensor<3x4xf32>, %arg1: tensor<3xf32>) -> tensor<3x4xf32> {
    %0 = "stablehlo.reshape"(%arg1) : (tensor<3xf32>) -> tensor<3x1xf32>
    %1 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.pad"(%0, %1) {edge_padding_high = array<i64: 0, 1>, edge_padding_low = array<i64: 0, 2>, interior_padding = array<i64: 0, 0>} : (tensor<3x1xf32>, tensor<f32>) -> tensor<3x4xf32>
    %3 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<3x4xi64>
    %4 = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x4xi64>
    %6 = "stablehlo.subtract"(%3, %5) : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi64>
    %7 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x4xi64>
    %9 = "stablehlo.compare"(%6, %8) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi1>
    %10 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %11 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x4xi64>
    %12 = "stablehlo.compare"(%6, %11) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi1>
    %13 = "stablehlo.and"(%9, %12) : (tensor<3x4xi1>, tensor<3x4xi1>) -> tensor<3x4xi1>
    %14 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %15 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x4xi64>
    %16 = "stablehlo.remainder"(%6, %15) : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi64>
    %17 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %18 = "stablehlo.broadcast_in_dim"(%17) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<3x4xi64>
    %19 = "stablehlo.compare"(%16, %18) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi1>
    %20 = "stablehlo.and"(%13, %19) : (tensor<3x4xi1>, tensor<3x4xi1>) -> tensor<3x4xi1>
    %21 = "stablehlo.select"(%20, %2, %arg0) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    return %21 : tensor<3x4xf32>
  }
}
