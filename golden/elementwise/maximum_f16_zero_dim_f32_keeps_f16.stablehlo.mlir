module {
  func.func @main(%arg0: tensor<3x4xf16>, %arg1: tensor<f32>) -> tensor<3x4xf16> {
    %0 = "stablehlo.convert"(%arg1) : (tensor<f32>) -> tensor<f16>
    %1 = "stablehlo.broadcast_in_dim"(%0) {broadcast_dimensions = array<i64>} : (tensor<f16>) -> tensor<3x4xf16>
    %2 = "stablehlo.maximum"(%arg0, %1) : (tensor<3x4xf16>, tensor<3x4xf16>) -> tensor<3x4xf16>
    %3 = "stablehlo.compare"(%arg0, %arg0) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<3x4xf16>, tensor<3x4xf16>) -> tensor<3x4xi1>
    %4 = "stablehlo.select"(%3, %arg0, %2) : (tensor<3x4xi1>, tensor<3x4xf16>, tensor<3x4xf16>) -> tensor<3x4xf16>
    %5 = "stablehlo.compare"(%1, %1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<3x4xf16>, tensor<3x4xf16>) -> tensor<3x4xi1>
    %6 = "stablehlo.select"(%5, %1, %4) : (tensor<3x4xi1>, tensor<3x4xf16>, tensor<3x4xf16>) -> tensor<3x4xf16>
    return %6 : tensor<3x4xf16>
  }
}
