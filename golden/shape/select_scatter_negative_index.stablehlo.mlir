module {
  func.func @main(%arg0: tensor<4x2xf32>, %arg1: tensor<2xf32>) -> tensor<4x2xf32> {
    %0 = "stablehlo.reshape"(%arg1) : (tensor<2xf32>) -> tensor<1x2xf32>
    %1 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.pad"(%0, %1) {edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 3, 0>, interior_padding = array<i64: 0, 0>} : (tensor<1x2xf32>, tensor<f32>) -> tensor<4x2xf32>
    %3 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4x2xi64>
    %4 = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4x2xi64>
    %6 = "stablehlo.subtract"(%3, %5) : (tensor<4x2xi64>, tensor<4x2xi64>) -> tensor<4x2xi64>
    %7 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4x2xi64>
    %9 = "stablehlo.compare"(%6, %8) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<4x2xi64>, tensor<4x2xi64>) -> tensor<4x2xi1>
    %10 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %11 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4x2xi64>
    %12 = "stablehlo.compare"(%6, %11) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<4x2xi64>, tensor<4x2xi64>) -> tensor<4x2xi1>
    %13 = "stablehlo.and"(%9, %12) : (tensor<4x2xi1>, tensor<4x2xi1>) -> tensor<4x2xi1>
    %14 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %15 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4x2xi64>
    %16 = "stablehlo.remainder"(%6, %15) : (tensor<4x2xi64>, tensor<4x2xi64>) -> tensor<4x2xi64>
    %17 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %18 = "stablehlo.broadcast_in_dim"(%17) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<4x2xi64>
    %19 = "stablehlo.compare"(%16, %18) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<4x2xi64>, tensor<4x2xi64>) -> tensor<4x2xi1>
    %20 = "stablehlo.and"(%13, %19) : (tensor<4x2xi1>, tensor<4x2xi1>) -> tensor<4x2xi1>
    %21 = "stablehlo.select"(%20, %2, %arg0) : (tensor<4x2xi1>, tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    return %21 : tensor<4x2xf32>
  }
}
