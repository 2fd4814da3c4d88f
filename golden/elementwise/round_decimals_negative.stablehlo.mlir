module {
  func.func @main(%arg0: tensor<12xf32>) -> tensor<12xf32> {
    %0 = "stablehlo.constant"() {value = dense<1.000000e+02> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<12xf32>
    %2 = "stablehlo.divide"(%arg0, %1) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %3 = "stablehlo.round_nearest_even"(%2) : (tensor<12xf32>) -> tensor<12xf32>
    %4 = "stablehlo.multiply"(%3, %1) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    return %4 : tensor<12xf32>
  }
}
