module {
  func.func @main(%arg0: tensor<3x8xf32>, %arg1: tensor<8x5xf32>, %arg2: tensor<i64>) -> tensor<3x5xf32> {
    %0 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<8xi64>
    %1 = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8xi64>
    %3 = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8xi64>
    %5 = "stablehlo.multiply"(%0, %4) : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %6 = "stablehlo.add"(%2, %5) : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %7 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<8xi64>
    %8 = "stablehlo.compare"(%6, %7) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %9 = "stablehlo.reshape"(%8) : (tensor<8xi1>) -> tensor<1x8xi1>
    %10 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %11 = "stablehlo.reshape"(%9) : (tensor<1x8xi1>) -> tensor<8xi1>
    %12 = "stablehlo.broadcast_in_dim"(%11) {broadcast_dimensions = array<i64: 1>} : (tensor<8xi1>) -> tensor<3x8xi1>
    %13 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3x8xf32>
    %14 = "stablehlo.select"(%12, %arg0, %13) : (tensor<3x8xi1>, tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xf32>
    %15 = "stablehlo.reshape"(%8) : (tensor<8xi1>) -> tensor<8x1xi1>
    %16 = "stablehlo.reshape"(%15) : (tensor<8x1xi1>) -> tensor<8xi1>
    %17 = "stablehlo.broadcast_in_dim"(%16) {broadcast_dimensions = array<i64: 0>} : (tensor<8xi1>) -> tensor<8x5xi1>
    %18 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x5xf32>
    %19 = "stablehlo.select"(%17, %arg1, %18) : (tensor<8x5xi1>, tensor<8x5xf32>, tensor<8x5xf32>) -> tensor<8x5xf32>
    %20 = "stablehlo.dot_general"(%14, %19) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<3x8xf32>, tensor<8x5xf32>) -> tensor<3x5xf32>
    return %20 : tensor<3x5xf32>
  }
}
