module {
  func.func @main(%arg0: tensor<3x4xbf16>, %arg1: tensor<3x8xbf16>, %arg2: tensor<8x4xbf16>) -> tensor<3x4xbf16> {
    %0 = "stablehlo.convert"(%arg1) : (tensor<3x8xbf16>) -> tensor<3x8xf32>
    %1 = "stablehlo.convert"(%arg2) : (tensor<8x4xbf16>) -> tensor<8x4xf32>
    %2 = "stablehlo.dot_general"(%0, %1) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<3x8xf32>, tensor<8x4xf32>) -> tensor<3x4xf32>
    %3 = "stablehlo.constant"() {value = dense<-2.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %5 = "stablehlo.multiply"(%2, %4) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %6 = "stablehlo.convert"(%arg0) : (tensor<3x4xbf16>) -> tensor<3x4xf32>
    %7 = "stablehlo.constant"() {value = dense<5.000000e-01> : tensor<f32>} : () -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x4xf32>
    %9 = "stablehlo.multiply"(%6, %8) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %10 = "stablehlo.add"(%9, %5) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %11 = "stablehlo.convert"(%10) : (tensor<3x4xf32>) -> tensor<3x4xbf16>
    return %11 : tensor<3x4xbf16>
  }
}
