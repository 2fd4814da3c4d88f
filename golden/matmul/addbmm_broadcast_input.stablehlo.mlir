module {
  func.func @main(%arg0: tensor<4xf32>, %arg1: tensor<3x2x2xf32>, %arg2: tensor<3x2x4xf32>) -> tensor<2x4xf32> {
    %0 = "stablehlo.convert"(%arg1) : (tensor<3x2x2xf32>) -> tensor<3x2x2xf64>
    %1 = "stablehlo.convert"(%arg2) : (tensor<3x2x4xf32>) -> tensor<3x2x4xf64>
    %2 = "stablehlo.dot_general"(%0, %1) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 2], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<3x2x2xf64>, tensor<3x2x4xf64>) -> tensor<2x4xf64>
    %3 = "stablehlo.convert"(%arg0) : (tensor<4xf32>) -> tensor<4xf64>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf64>) -> tensor<2x4xf64>
    %5 = "stablehlo.add"(%4, %2) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %6 = "stablehlo.convert"(%5) : (tensor<2x4xf64>) -> tensor<2x4xf32>
    return %6 : tensor<2x4xf32>
  }
}
