module {
  func.func @main(%arg0: tensor<4x2xf32>) -> (tensor<1x2xf32>, tensor<1x2xi64>) {
    %0 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4x2xi64>
    %1:2 = "stablehlo.sort"(%arg0, %0) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i64>, %arg4: tensor<i64>):
      %4 = "stablehlo.compare"(%arg1, %arg2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %5 = "stablehlo.compare"(%arg1, %arg1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = "stablehlo.compare"(%arg2, %arg2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %7 = "stablehlo.not"(%5) : (tensor<i1>) -> tensor<i1>
      %8 = "stablehlo.and"(%7, %6) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %9 = "stablehlo.or"(%4, %8) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%9) : (tensor<i1>) -> ()
    }) {dimension = 0 : i64, is_stable = true} : (tensor<4x2xf32>, tensor<4x2xi64>) -> (tensor<4x2xf32>, tensor<4x2xi64>)
    %2 = "stablehlo.slice"(%1#0) {limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<4x2xf32>) -> tensor<1x2xf32>
    %3 = "stablehlo.slice"(%1#1) {limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<4x2xi64>) -> tensor<1x2xi64>
    return %2, %3 : tensor<1x2xf32>, tensor<1x2xi64>
  }
}
