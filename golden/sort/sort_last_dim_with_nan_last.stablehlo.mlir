module {
  func.func @main(%arg0: tensor<2x5xf32>) -> (tensor<2x5xf32>, tensor<2x5xi64>) {
    %0 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x5xi64>
    %1:2 = "stablehlo.sort"(%arg0, %0) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i64>, %arg4: tensor<i64>):
      %2 = "stablehlo.compare"(%arg1, %arg2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = "stablehlo.compare"(%arg1, %arg1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = "stablehlo.compare"(%arg2, %arg2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %5 = "stablehlo.not"(%3) : (tensor<i1>) -> tensor<i1>
      %6 = "stablehlo.and"(%5, %4) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %7 = "stablehlo.or"(%2, %6) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%7) : (tensor<i1>) -> ()
    }) {dimension = 1 : i64, is_stable = true} : (tensor<2x5xf32>, tensor<2x5xi64>) -> (tensor<2x5xf32>, tensor<2x5xi64>)
    return %1#0, %1#1 : tensor<2x5xf32>, tensor<2x5xi64>
  }
}
