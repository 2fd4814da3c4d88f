module {
  func.func @main(%arg0: tensor<3x4xi64>) -> tensor<3x4xi1> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<3x4xi64>) -> tensor<3x4xf32>
    %1 = "stablehlo.constant"() {value = dense<1.500000e+00> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %3 = "stablehlo.compare"(%0, %2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    return %3 : tensor<3x4xi1>
  }
}
