module {
  func.func @main(%arg0: tensor<4x5xf32>, %arg1: tensor<5xf32>) -> tensor<4x5xf32> {
    %0 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 1>} : (tensor<5xf32>) -> tensor<4x5xf32>
    %1 = "stablehlo.remainder"(%arg0, %0) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %2 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x5xf32>
    %4 = "stablehlo.compare"(%1, %3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %5 = "stablehlo.compare"(%0, %3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %6 = "stablehlo.xor"(%4, %5) : (tensor<4x5xi1>, tensor<4x5xi1>) -> tensor<4x5xi1>
    %7 = "stablehlo.compare"(%1, %3) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %8 = "stablehlo.and"(%6, %7) : (tensor<4x5xi1>, tensor<4x5xi1>) -> tensor<4x5xi1>
    %9 = "stablehlo.add"(%1, %0) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %10 = "stablehlo.select"(%8, %9, %1) : (tensor<4x5xi1>, tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    return %10 : tensor<4x5xf32>
  }
}
