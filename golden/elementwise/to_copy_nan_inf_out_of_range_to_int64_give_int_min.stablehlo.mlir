module {
  func.func @main(%arg0: tensor<7xf32>) -> tensor<7xi64> {
    %0 = "stablehlo.compare"(%arg0, %arg0) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %1 = "stablehlo.constant"() {value = dense<9.22337203E+18> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7xf32>
    %3 = "stablehlo.compare"(%arg0, %2) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %4 = "stablehlo.constant"() {value = dense<-9.22337203E+18> : tensor<f32>} : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7xf32>
    %6 = "stablehlo.compare"(%arg0, %5) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %7 = "stablehlo.or"(%3, %6) : (tensor<7xi1>, tensor<7xi1>) -> tensor<7xi1>
    %8 = "stablehlo.or"(%0, %7) : (tensor<7xi1>, tensor<7xi1>) -> tensor<7xi1>
    %9 = "stablehlo.constant"() {value = dense<-9223372036854775808> : tensor<i64>} : () -> tensor<i64>
    %10 = "stablehlo.broadcast_in_dim"(%9) {broadcast_dimensions = array<i64>} : (tensor<i64>) -> tensor<7xi64>
    %11 = "stablehlo.convert"(%arg0) : (tensor<7xf32>) -> tensor<7xi64>
    %12 = "stablehlo.select"(%8, %10, %11) : (tensor<7xi1>, tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>
    return %12 : tensor<7xi64>
  }
}
