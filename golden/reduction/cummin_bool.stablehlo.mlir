module {
  func.func @main(%arg0: tensor<6xi1>) -> (tensor<6xi1>, tensor<6xi64>) {
    %0 = "stablehlo.convert"(%arg0) : (tensor<6xi1>) -> tensor<6xui8>
    %1 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<6xi64>
    %2 = "stablehlo.constant"() {value = dense<255> : tensor<ui8>} : () -> tensor<ui8>
    %3 = "stablehlo.constant"() {value = dense<-1> : tensor<i64>} : () -> tensor<i64>
    %4:2 = "stablehlo.reduce_window"(%0, %1, %2, %3) ({
    ^bb0(%arg1: tensor<ui8>, %arg2: tensor<i64>, %arg3: tensor<ui8>, %arg4: tensor<i64>):
      %8 = "stablehlo.compare"(%arg1, %arg3) {compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
      %9 = "stablehlo.compare"(%arg1, %arg3) {compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
      %10 = "stablehlo.compare"(%arg2, %arg4) {compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %11 = "stablehlo.and"(%9, %10) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %12 = "stablehlo.or"(%8, %11) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %13 = "stablehlo.select"(%12, %arg1, %arg3) : (tensor<i1>, tensor<ui8>, tensor<ui8>) -> tensor<ui8>
      %14 = "stablehlo.select"(%12, %arg2, %arg4) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%13, %14) : (tensor<ui8>, tensor<i64>) -> ()
    }) {padding = dense<[[5, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 6>, window_strides = array<i64: 1>} : (tensor<6xui8>, tensor<6xi64>, tensor<ui8>, tensor<i64>) -> (tensor<6xui8>, tensor<6xi64>)
    %5 = "stablehlo.constant"() {value = dense<0> : tensor<ui8>} : () -> tensor<ui8>
    %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64>} : (tensor<ui8>) -> tensor<6xui8>
    %7 = "stablehlo.compare"(%4#0, %6) {compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<6xui8>, tensor<6xui8>) -> tensor<6xi1>
    return %7, %4#1 : tensor<6xi1>, tensor<6xi64>
  }
}
