module {
  func.func @main(%arg0: tensor<9xf32>, %arg1: tensor<9xf32>) -> tensor<9xf32> {
    %0 = "stablehlo.remainder"(%arg0, %arg1) : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xf32>
    %1 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<9xf32>
    %3 = "stablehlo.compare"(%0, %2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xi1>
    %4 = "stablehlo.compare"(%arg1, %2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xi1>
    %5 = "stablehlo.xor"(%3, %4) : (tensor<9xi1>, tensor<9xi1>) -> tensor<9xi1>
    %6 = "stablehlo.compare"(%0, %2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xi1>
    %7 = "stablehlo.and"(%5, %6) : (tensor<9xi1>, tensor<9xi1>) -> tensor<9xi1>
    %8 = "stablehlo.add"(%0, %arg1) : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xf32>
    %9 = "stablehlo.select"(%7, %8, %0) : (tensor<9xi1>, tensor<9xf32>, tensor<9xf32>) -> tensor<9xf32>
    return %9 : tensor<9xf32>
  }
}
