module {
  func.func @main(%arg0: tensor<1x2x4x4x5xf32>) -> tensor<1x2x2x3x2xf32> {
    %0 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %4 = "stablehlo.maximum"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %5 = "stablehlo.compare"(%arg1, %arg1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = "stablehlo.select"(%5, %arg1, %4) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %7 = "stablehlo.compare"(%arg2, %arg2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %8 = "stablehlo.select"(%7, %arg2, %6) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%8) : (tensor<f32>) -> ()
    }) {padding = dense<0> : tensor<5x2xi64>, window_dilations = array<i64: 1, 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2, 2>, window_strides = array<i64: 1, 1, 2, 1, 2>} : (tensor<1x2x4x4x5xf32>, tensor<f32>) -> tensor<1x2x2x3x2xf32>
    %2 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %3 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<1x2x2x3x2xi64>
    return %1 : tensor<1x2x2x3x2xf32>
  }
}
