module {
  func.func @main(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %0 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4x4xi64>
    %1 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<4x4xi64>
    %2 = "stablehlo.compare"(%0, %1) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %3 = "stablehlo.convert"(%2) : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %4 = "stablehlo.triangular_solve"(%arg0, %3) {left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false} : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %5 = "stablehlo.triangular_solve"(%arg0, %4) {left_side = true, lower = true, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = false} : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    return %5 : tensor<4x4xf32>
  }
}
