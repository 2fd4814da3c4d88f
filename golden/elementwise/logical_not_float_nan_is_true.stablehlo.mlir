module {
  func.func @main(%arg0: tensor<5xf32>) -> tensor<5xi1> {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<5xf32>
    %2 = "stablehlo.compare"(%arg0, %1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %3 = "stablehlo.not"(%2) : (tensor<5xi1>) -> tensor<5xi1>
    return %3 : tensor<5xi1>
  }
}
