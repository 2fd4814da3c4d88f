module {
  func.func @main(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %0 = "stablehlo.cholesky"(%arg0) {lower = true} : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %1 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4x4xi64>
    %2 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<4x4xi64>
    %3 = "stablehlo.compare"(%1, %2) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %4 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4xf32>
    %6 = "stablehlo.select"(%3, %0, %5) : (tensor<4x4xi1>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    return %6 : tensor<4x4xf32>
  }
}
