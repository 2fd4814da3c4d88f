module {
  func.func @main(%arg0: tensor<14xf32>) -> tensor<14xf32> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<14xf32>
    %2 = "stablehlo.compare"(%arg0, %1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<14xf32>, tensor<14xf32>) -> tensor<14xi1>
    %3 = "stablehlo.convert"(%2) : (tensor<14xi1>) -> tensor<14xf32>
    %4 = "stablehlo.compare"(%arg0, %1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<14xf32>, tensor<14xf32>) -> tensor<14xi1>
    %5 = "stablehlo.convert"(%4) : (tensor<14xi1>) -> tensor<14xf32>
    %6 = "stablehlo.subtract"(%3, %5) : (tensor<14xf32>, tensor<14xf32>) -> tensor<14xf32>
    return %6 : tensor<14xf32>
  }
}
