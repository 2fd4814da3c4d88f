module {
  func.func @main(%arg0: tensor<5x5x10xf16>, %arg1: tensor<5x5x5xf16>, %arg2: tensor<5x5x10xf16>) -> tensor<5x5x10xf16> {
    %0 = "stablehlo.convert"(%arg1) : (tensor<5x5x5xf16>) -> tensor<5x5x5xf32>
    %1 = "stablehlo.convert"(%arg2) : (tensor<5x5x10xf16>) -> tensor<5x5x10xf32>
    %2 = "stablehlo.dot_general"(%0, %1) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<5x5x5xf32>, tensor<5x5x10xf32>) -> tensor<5x5x10xf32>
    %3 = "stablehlo.convert"(%arg0) : (tensor<5x5x10xf16>) -> tensor<5x5x10xf32>
    %4 = "stablehlo.add"(%3, %2) : (tensor<5x5x10xf32>, tensor<5x5x10xf32>) -> tensor<5x5x10xf32>
    %5 = "stablehlo.convert"(%4) : (tensor<5x5x10xf32>) -> tensor<5x5x10xf16>
    return %5 : tensor<5x5x10xf16>
  }
}
