module {
  func.func @main(%arg0: tensor<5xf32>) -> (tensor<5xf32>, tensor<5xi64>) {
    %0 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<5xi64>
    %1:2 = "stablehlo.sort"(%arg0, %0) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i64>, %arg4: tensor<i64>):
      %2 = "stablehlo.compare"(%arg1, %arg2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = "stablehlo.compare"(%arg1, %arg1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = "stablehlo.compare"(%arg2, %arg2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %5 = "stablehlo.not"(%4) : (tensor<i1>) -> tensor<i1>
      %6 = "stablehlo.and"(%3, %5) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %7 = "stablehlo.or"(%2, %6) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%7) : (tensor<i1>) -> ()
    }) {dimension = 0 : i64, is_stable = true} : (tensor<5xf32>, tensor<5xi64>) -> (tensor<5xf32>, tensor<5xi64>)
    return %1#0, %1#1 : tensor<5xf32>, tensor<5xi64>
  }
}
