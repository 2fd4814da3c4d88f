module {
  func.func @main(%arg0: tensor<8x3xf32>, %arg1: tensor<i64>) -> tensor<8x3xf32> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x3xf32>
    %2 = "stablehlo.slice"(%arg0) {limit_indices = array<i64: 8, 3>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>} : (tensor<8x3xf32>) -> tensor<7x3xf32>
    %3 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.pad"(%2, %3) {edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 1, 0>, interior_padding = array<i64: 0, 0>} : (tensor<7x3xf32>, tensor<f32>) -> tensor<8x3xf32>
    %5 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<8x3xi64>
    %6 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8x3xi64>
    %8 = "stablehlo.subtract"(%5, %7) : (tensor<8x3xi64>, tensor<8x3xi64>) -> tensor<8x3xi64>
    %9 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8x3xi64>
    %11 = "stablehlo.compare"(%8, %10) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<8x3xi64>, tensor<8x3xi64>) -> tensor<8x3xi1>
    %12 = "stablehlo.constant"() {value = dense<7> : tensor<i64>} : () -> tensor<i64>
    %13 = "stablehlo.broadcast_in_dim"(%12) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8x3xi64>
    %14 = "stablehlo.compare"(%8, %13) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<8x3xi64>, tensor<8x3xi64>) -> tensor<8x3xi1>
    %15 = "stablehlo.and"(%11, %14) : (tensor<8x3xi1>, tensor<8x3xi1>) -> tensor<8x3xi1>
    %16 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8x3xi64>
    %18 = "stablehlo.remainder"(%8, %17) : (tensor<8x3xi64>, tensor<8x3xi64>) -> tensor<8x3xi64>
    %19 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %20 = "stablehlo.broadcast_in_dim"(%19) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8x3xi64>
    %21 = "stablehlo.compare"(%18, %20) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<8x3xi64>, tensor<8x3xi64>) -> tensor<8x3xi1>
    %22 = "stablehlo.and"(%15, %21) : (tensor<8x3xi1>, tensor<8x3xi1>) -> tensor<8x3xi1>
    %23 = "stablehlo.select"(%22, %4, %1) : (tensor<8x3xi1>, tensor<8x3xf32>, tensor<8x3xf32>) -> tensor<8x3xf32>
    return %23 : tensor<8x3xf32>
  }
}
