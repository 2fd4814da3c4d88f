module {
  func.func @main(%arg0: tensor<3x6xi64>) -> (tensor<3x6xi64>, tensor<3x6xi64>) {
    %0 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<3x6xi64>
    %1 = "stablehlo.constant"() {value = dense<9223372036854775807> : tensor<i64>} : () -> tensor<i64>
    %2 = "stablehlo.constant"() {value = dense<-1> : tensor<i64>} : () -> tensor<i64>
    %3:2 = "stablehlo.reduce_window"(%arg0, %0, %1, %2) ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>, %arg3: tensor<i64>, %arg4: tensor<i64>):
      %4 = "stablehlo.compare"(%arg1, %arg3) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %5 = "stablehlo.compare"(%arg1, %arg3) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %6 = "stablehlo.compare"(%arg2, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %7 = "stablehlo.and"(%5, %6) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %8 = "stablehlo.or"(%4, %7) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %9 = "stablehlo.select"(%8, %arg1, %arg3) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
      %10 = "stablehlo.select"(%8, %arg2, %arg4) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%9, %10) : (tensor<i64>, tensor<i64>) -> ()
    }) {padding = dense<[[0, 0], [5, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 6>, window_strides = array<i64: 1, 1>} : (tensor<3x6xi64>, tensor<3x6xi64>, tensor<i64>, tensor<i64>) -> (tensor<3x6xi64>, tensor<3x6xi64>)
    return %3#0, %3#1 : tensor<3x6xi64>, tensor<3x6xi64>
  }
}
