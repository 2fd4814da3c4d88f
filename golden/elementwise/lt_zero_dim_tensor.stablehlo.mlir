module {
  func.func @main(%arg0: tensor<3x4xi32>, %arg1: tensor<f32>) -> tensor<3x4xi1> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<3x4xi32>) -> tensor<3x4xf32>
    %1 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %2 = "stablehlo.compare"(%0, %1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    return %2 : tensor<3x4xi1>
  }
}
