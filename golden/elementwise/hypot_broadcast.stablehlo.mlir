module {
  func.func @main(%arg0: tensor<3x4xf32>, %arg1: tensor<4xf32>) -> tensor<3x4xf32> {
    %0 = "stablehlo.convert"(%arg0) : (tensor<3x4xf32>) -> tensor<3x4xf64>
    %1 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> tensor<3x4xf32>
    %2 = "stablehlo.convert"(%1) : (tensor<3x4xf32>) -> tensor<3x4xf64>
    %3 = "stablehlo.multiply"(%0, %0) : (tensor<3x4xf64>, tensor<3x4xf64>) -> tensor<3x4xf64>
    %4 = "stablehlo.multiply"(%2, %2) : (tensor<3x4xf64>, tensor<3x4xf64>) -> tensor<3x4xf64>
    %5 = "stablehlo.add"(%3, %4) : (tensor<3x4xf64>, tensor<3x4xf64>) -> tensor<3x4xf64>
    %6 = "stablehlo.sqrt"(%5) : (tensor<3x4xf64>) -> tensor<3x4xf64>
    %7 = "stablehlo.constant"() {value = dense<0x7FF0000000000000> : tensor<f64>} : () -> tensor<f64>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<f64>) -> tensor<3x4xf64>
    %9 = "stablehlo.abs"(%0) : (tensor<3x4xf64>) -> tensor<3x4xf64>
    %10 = "stablehlo.compare"(%9, %8) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x4xf64>, tensor<3x4xf64>) -> tensor<3x4xi1>
    %11 = "stablehlo.abs"(%2) : (tensor<3x4xf64>) -> tensor<3x4xf64>
    %12 = "stablehlo.compare"(%11, %8) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3x4xf64>, tensor<3x4xf64>) -> tensor<3x4xi1>
    %13 = "stablehlo.or"(%10, %12) : (tensor<3x4xi1>, tensor<3x4xi1>) -> tensor<3x4xi1>
    %14 = "stablehlo.select"(%13, %8, %6) : (tensor<3x4xi1>, tensor<3x4xf64>, tensor<3x4xf64>) -> tensor<3x4xf64>
    %15 = "stablehlo.convert"(%14) : (tensor<3x4xf64>) -> tensor<3x4xf32>
    return %15 : tensor<3x4xf32>
  }
}
