module {
  func.func @main(%arg0: tensor<4x5xf32>, %arg1: tensor<4x5xf32>, %arg2: tensor<2xi64>) -> (tensor<4x5xf32>, tensor<4x5xf32>) {
    %0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x5xf32>
    %2 = "stablehlo.constant"() {value = dense<2.000000e-01> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x5xf32>
    %4 = "stablehlo.compare"(%arg0, %1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %5 = "stablehlo.multiply"(%arg0, %3) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %6 = "stablehlo.select"(%4, %5, %arg0) : (tensor<4x5xi1>, tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    return %6, %arg1 : tensor<4x5xf32>, tensor<4x5xf32>
  }
}
