module {
  func.func @main(%arg0: tensor<0x3xf32>, %arg1: tensor<0xi64>) -> tensor<0x3xf32> {
    %0 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<0xi64>
    %2 = "stablehlo.compare"(%arg1, %1) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<0xi64>, tensor<0xi64>) -> tensor<0xi1>
    %3 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<0xi64>
    %5 = "stablehlo.add"(%arg1, %4) : (tensor<0xi64>, tensor<0xi64>) -> tensor<0xi64>
    %6 = "stablehlo.select"(%2, %5, %arg1) : (tensor<0xi1>, tensor<0xi64>, tensor<0xi64>) -> tensor<0xi64>
    %7 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<0x3xf32>
    return %8 : tensor<0x3xf32>
  }
}
