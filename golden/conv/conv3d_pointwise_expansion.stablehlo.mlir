module {
  func.func @main(%arg0: tensor<1x2x3x4x2xf32>, %arg1: tensor<5x2x1x1x1xf32>) -> tensor<1x5x3x4x2xf32> {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<1x2x3x4x2xf32>) -> tensor<1x2x24xf32>
    %1 = "stablehlo.reshape"(%arg1) : (tensor<5x2x1x1x1xf32>) -> tensor<5x2xf32>
    %2 = "stablehlo.dot_general"(%1, %0) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<5x2xf32>, tensor<1x2x24xf32>) -> tensor<5x1x24xf32>
    %3 = "stablehlo.reshape"(%2) : (tensor<5x1x24xf32>) -> tensor<1x5x24xf32>
    %4 = "stablehlo.reshape"(%3) : (tensor<1x5x24xf32>) -> tensor<1x5x3x4x2xf32>
    return %4 : tensor<1x5x3x4x2xf32>
  }
}
