module {
  func.func @main(%arg0: tensor<4xf16>, %arg1: tensor<3x8xf16>, %arg2: tensor<8x4xf16>) -> tensor<3x4xf16> {
    %0 = "stablehlo.convert"(%arg1) : (tensor<3x8xf16>) -> tensor<3x8xf32>
    %1 = "stablehlo.convert"(%arg2) : (tensor<8x4xf16>) -> tensor<8x4xf32>
    %2 = "stablehlo.dot_general"(%0, %1) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<3x8xf32>, tensor<8x4xf32>) -> tensor<3x4xf32>
    %3 = "stablehlo.convert"(%arg0) : (tensor<4xf16>) -> tensor<4xf32>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<3x4xf32>
    %5 = "stablehlo.add"(%4, %2) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %6 = "stablehlo.convert"(%5) : (tensor<3x4xf32>) -> tensor<3x4xf16>
    return %6 : tensor<3x4xf16>
  }
}
