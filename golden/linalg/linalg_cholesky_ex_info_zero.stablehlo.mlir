module {
  func.func @main(%arg0: tensor<2x4x4xf32>) -> (tensor<2x4x4xf32>, tensor<2xi32>) {
    %0 = "stablehlo.cholesky"(%arg0) {lower = true} : (tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %1 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x4x4xi64>
    %2 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<2x4x4xi64>
    %3 = "stablehlo.compare"(%1, %2) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<2x4x4xi64>, tensor<2x4x4xi64>) -> tensor<2x4x4xi1>
    %4 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x4x4xf32>
    %6 = "stablehlo.select"(%3, %0, %5) : (tensor<2x4x4xi1>, tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %7 = "stablehlo.is_finite"(%6) : (tensor<2x4x4xf32>) -> tensor<2x4x4xi1>
    %8 = "stablehlo.constant"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
    %9 = "stablehlo.reduce"(%7, %8) ({
    ^bb0(%arg1: tensor<i1>, %arg2: tensor<i1>):
      %12 = "stablehlo.and"(%arg1, %arg2) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%12) : (tensor<i1>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<2x4x4xi1>, tensor<i1>) -> tensor<2xi1>
    %10 = "stablehlo.not"(%9) : (tensor<2xi1>) -> tensor<2xi1>
    %11 = "stablehlo.convert"(%10) : (tensor<2xi1>) -> tensor<2xi32>
    return %6, %11 : tensor<2x4x4xf32>, tensor<2xi32>
  }
}
