module {
  func.func @main(%arg0: tensor<3x5xf32>) -> (tensor<3xf32>, tensor<3xi64>) {
    %0 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<3x5xi64>
    %1:2 = "stablehlo.sort"(%arg0, %0) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i64>, %arg4: tensor<i64>):
      %6 = "stablehlo.compare"(%arg1, %arg2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %7 = "stablehlo.compare"(%arg1, %arg1) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %8 = "stablehlo.compare"(%arg2, %arg2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %9 = "stablehlo.not"(%7) : (tensor<i1>) -> tensor<i1>
      %10 = "stablehlo.and"(%9, %8) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %11 = "stablehlo.or"(%6, %10) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%11) : (tensor<i1>) -> ()
    }) {dimension = 1 : i64, is_stable = true} : (tensor<3x5xf32>, tensor<3x5xi64>) -> (tensor<3x5xf32>, tensor<3x5xi64>)
    %2 = "stablehlo.slice"(%1#0) {limit_indices = array<i64: 3, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>} : (tensor<3x5xf32>) -> tensor<3x1xf32>
    %3 = "stablehlo.reshape"(%2) : (tensor<3x1xf32>) -> tensor<3xf32>
    %4 = "stablehlo.slice"(%1#1) {limit_indices = array<i64: 3, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>} : (tensor<3x5xi64>) -> tensor<3x1xi64>
    %5 = "stablehlo.reshape"(%4) : (tensor<3x1xi64>) -> tensor<3xi64>
    return %3, %5 : tensor<3xf32>, tensor<3xi64>
  }
}
