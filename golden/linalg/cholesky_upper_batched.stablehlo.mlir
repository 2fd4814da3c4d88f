module {
  func.func @main(%arg0: tensor<2x3x3xf32>) -> tensor<2x3x3xf32> {
    %0 = "stablehlo.cholesky"(%arg0) {lower = true} : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %1 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x3xi64>
    %2 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x3x3xi64>
    %3 = "stablehlo.compare"(%1, %2) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<2x3x3xi64>, tensor<2x3x3xi64>) -> tensor<2x3x3xi1>
    %4 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x3x3xf32>
    %6 = "stablehlo.select"(%3, %0, %5) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %7 = "stablehlo.transpose"(%6) {permutation = array<i64: 0, 2, 1>} : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    return %7 : tensor<2x3x3xf32>
  }
}
